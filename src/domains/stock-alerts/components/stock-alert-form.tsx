'use client';

import { Button, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBell, IconCircleCheck } from '@tabler/icons-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormBanner } from '@/components/form-kit/form-banner';
import { lazySchema } from '@/components/form-kit/lazy-schema';
import { useActionForm } from '@/components/form-kit/use-action-form';
import { useSignedInContact } from '@/domains/accounts/components/use-signed-in-contact';
import type { Locale } from '@/i18n/routing';
import { requestStockAlertAction } from '../actions';
import type { StockAlertInput } from '../schemas';

const rules = lazySchema(() => import('../schemas').then((m) => m.stockAlertInput));

type Props = {
  /** The sold-out variants the shopper may ask for (of the colour in view), each named by what tells it apart. */
  options: { variantId: number; label: string | null }[];
};

/**
 * "Tell me when it is back" under a product's pickers, for its sold-out sizes: a guest types an address, a signed-in
 * shopper asks in one click. Mailed once, in this page's language, when the owner restocks it.
 */
export function StockAlertForm({ options }: Props) {
  const t = useTranslations('stockAlerts.form');
  const locale = useLocale() as Locale;
  const signedIn = useSignedInContact();
  const [done, setDone] = useState<string | null>(null);
  const first = options[0]?.variantId ?? 0;
  const form = useForm<StockAlertInput>({
    mode: 'uncontrolled',
    initialValues: { variantId: first, email: '', locale },
    validate: rules.validate,
  });
  const { onSubmit, pending, banner, inputProps } = useActionForm({
    form,
    schema: rules,
    submit: requestStockAlertAction,
    onSuccess: (data) => setDone(data.email),
  });
  if (!options.length) return null;
  const oneClick = Boolean(signedIn?.email);

  if (done)
    return (
      <Stack gap={4} role="status" data-testid="stock-alert">
        <Text fw={600} style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
          <IconCircleCheck size={18} color="var(--mantine-color-green-7)" aria-hidden />
          {t('doneTitle')}
        </Text>
        <Text size="sm">{t.rich('doneBody', { email: done, bdi: (chunks) => <bdi>{chunks}</bdi> })}</Text>
      </Stack>
    );

  const variantError = form.errors.variantId;
  return (
    <section aria-labelledby="stock-alert-title" data-testid="stock-alert">
      <Text id="stock-alert-title" fw={600} mb={4}>
        {t('title')}
      </Text>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="xs">
          <FormBanner message={banner} />
          {options.length > 1 && (
            <NativeSelect
              label={t('which')}
              data={options.map((o) => ({ value: String(o.variantId), label: o.label ?? '' }))}
              defaultValue={String(first)}
              onChange={(event) => form.setFieldValue('variantId', Number(event.currentTarget.value))}
            />
          )}
          {oneClick ? (
            <Text size="sm" c="dimmed">
              {t.rich('signedInHint', { email: signedIn?.email ?? '', bdi: (chunks) => <bdi>{chunks}</bdi> })}
            </Text>
          ) : (
            <TextInput
              label={t('email')}
              description={t('emailHint')}
              withAsterisk
              type="email"
              dir="ltr"
              autoComplete="email"
              key={form.key('email')}
              {...inputProps('email')}
            />
          )}
          {variantError && (
            <Text size="sm" c="red.8" role="alert">
              {variantError}
            </Text>
          )}
          <Button
            type="submit"
            variant="light"
            loading={pending}
            leftSection={<IconBell size={16} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('submit')}
          </Button>
        </Stack>
      </form>
    </section>
  );
}
