'use client';

import { Chip, Divider, Group, Input, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import { intlLocale } from '@/lib/money';
import { saveContactInfoAction } from '../../actions';
import { formatSupportHours } from '../../contact-format';
import { type ContactInfoInput, contactInfoInput, SOCIAL_NETWORKS } from '../../storefront-schemas';
import { BilingualFields } from './bilingual-fields';
import { SettingsForm, SettingsSection } from './settings-section';
import { useSettingsForm } from './use-settings-form';

const WEEK = [1, 2, 3, 4, 5, 6, 7];

type Values = Omit<ContactInfoInput, 'supportDays'> & { supportDays: string[] };

/** Contact & Footer Info: how shoppers reach the store, shown in the footer and on the contact page. */
export function ContactInfoForm({ initial }: { initial: ContactInfoInput }) {
  const t = useTranslations('adminStore.contact');
  const locale = useLocale();
  const { form, onSubmit, pending, banner, inputProps } = useSettingsForm<Values, ContactInfoInput>({
    // Chips hold strings; the schema and the database ISO weekday numbers.
    initialValues: { ...initial, supportDays: initial.supportDays.map(String) },
    schema: contactInfoInput,
    toInput: (values) => ({ ...values, supportDays: values.supportDays.map(Number) }),
    save: saveContactInfoAction,
    savedMessage: t('saved'),
  });
  const weekday = new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'long', timeZone: 'UTC' });
  const hours = formatSupportHours(
    { ...form.values, supportDays: form.values.supportDays.map(Number) },
    locale,
  );
  const days = inputProps('supportDays');

  return (
    <SettingsSection id="contact-info" title={t('title')} description={t('description')}>
      <SettingsForm onSubmit={onSubmit} banner={banner} pending={pending} saveLabel={t('save')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('phone')}
            type="tel"
            dir="ltr"
            placeholder="+966 11 000 0000"
            {...inputProps('phone')}
          />
          <TextInput
            label={t('whatsapp')}
            description={t('whatsappHint')}
            type="tel"
            dir="ltr"
            placeholder="+966500000000"
            {...inputProps('whatsapp')}
          />
          <TextInput label={t('email')} type="email" dir="ltr" {...inputProps('email')} />
        </SimpleGrid>
        <BilingualFields label={t('address')} path="address" inputProps={inputProps} multiline />
        <TextInput label={t('mapUrl')} description={t('mapUrlHint')} dir="ltr" {...inputProps('mapUrl')} />

        <Divider />
        <Title order={3} fz="h5">
          {t('hoursTitle')}
        </Title>
        <Input.Wrapper label={t('days')} error={days.error as string | undefined}>
          <Chip.Group
            multiple
            value={form.values.supportDays}
            onChange={(value) => form.setFieldValue('supportDays', value)}
          >
            <Group gap="xs" mt={4}>
              {WEEK.map((day) => (
                <Chip key={day} value={String(day)} size="sm">
                  {weekday.format(new Date(Date.UTC(2024, 0, day)))}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Input.Wrapper>
        <Group>
          <TextInput label={t('opens')} type="time" dir="ltr" w={160} {...inputProps('opens')} />
          <TextInput label={t('closes')} type="time" dir="ltr" w={160} {...inputProps('closes')} />
        </Group>
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="hours-preview">
          {hours ? t('hoursPreview', hours) : t('noHours')}
        </Text>

        <Divider />
        <Title order={3} fz="h5">
          {t('socialTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {SOCIAL_NETWORKS.map((network) => (
            <TextInput
              key={network}
              label={t(`social.${network}`)}
              dir="ltr"
              placeholder="https://"
              {...inputProps(`social.${network}`)}
            />
          ))}
        </SimpleGrid>
      </SettingsForm>
    </SettingsSection>
  );
}
