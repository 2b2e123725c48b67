'use client';

import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormBanner } from '@/components/form-kit/form-banner';
import { useActionForm } from '@/components/form-kit/use-action-form';
import { useRouter } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { routing } from '@/i18n/routing';
import { placePhoneOrderAction } from '../actions';
import type { VariantChoice } from '../queries';
import { type EditedLine, LinesEditor, quantityOf } from './lines-editor';

type Props = {
  variants: VariantChoice[];
  areas: { id: number; name: string }[];
  currency: string;
  locale: Locale;
};

type Values = {
  lines: EditedLine[];
  deliveryAreaId: string;
  locale: Locale;
  shipping: {
    fullName: string;
    phone: string;
    email: string;
    streetAddress: string;
    city: string;
    zipCode: string;
  };
};

/**
 * The owner's order for a customer on the phone: what they buy, who they are, where it goes. Sent once (its key is
 * made when the page opens), placed by the shoppers' checkout, paid in cash on delivery; refusals land on their
 * fields and nothing is taken.
 */
export function PhoneOrderForm({ variants, areas, currency, locale }: Props) {
  const t = useTranslations('orderOwner.phone');
  const router = useRouter();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const form = useForm<Values>({
    initialValues: {
      lines: [],
      deliveryAreaId: '',
      locale,
      shipping: { fullName: '', phone: '', email: '', streetAddress: '', city: '', zipCode: '' },
    },
  });
  const { onSubmit, pending, banner, inputProps } = useActionForm({
    form,
    submit: (values) =>
      placePhoneOrderAction({
        idempotencyKey,
        locale: values.locale,
        lines: values.lines.map((line) => ({
          variantId: line.variantId,
          quantity: quantityOf(line.quantity),
        })),
        deliveryAreaId: Number(values.deliveryAreaId) || 0,
        shipping: values.shipping,
      }),
    onSuccess: ({ number }) => router.push(`/admin/orders/${number}`),
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg" maw={720}>
        {banner && <FormBanner message={banner} />}
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('items')}
          </Title>
          <LinesEditor form={form} variants={variants} currency={currency} removable />
        </Stack>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('customer')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('fullName')}
              required
              dir="auto"
              autoComplete="off"
              {...inputProps('shipping.fullName')}
            />
            <TextInput
              label={t('phone')}
              description={t('phoneHint')}
              required
              type="tel"
              dir="ltr"
              autoComplete="off"
              {...inputProps('shipping.phone')}
            />
            <TextInput
              label={t('email')}
              description={t('emailHint')}
              type="email"
              dir="ltr"
              autoComplete="off"
              {...inputProps('shipping.email')}
            />
            <NativeSelect
              label={t('language')}
              data={routing.locales.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
              {...inputProps('locale')}
            />
          </SimpleGrid>
        </Stack>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('delivery')}
          </Title>
          <NativeSelect
            label={t('area')}
            required
            data={[
              { value: '', label: t('pickArea'), disabled: true },
              ...areas.map((a) => ({ value: String(a.id), label: a.name })),
            ]}
            {...inputProps('deliveryAreaId')}
          />
          <TextInput label={t('street')} required dir="auto" {...inputProps('shipping.streetAddress')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('city')} required dir="auto" {...inputProps('shipping.city')} />
            <TextInput label={t('zip')} dir="ltr" {...inputProps('shipping.zipCode')} />
          </SimpleGrid>
        </Stack>
        <Text size="sm" c="dimmed">
          {t('payment')}
        </Text>
        <Group>
          <Button type="submit" loading={pending}>
            {t('submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
