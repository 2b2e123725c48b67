'use client';

import { SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import { NumberField } from '@/components/form-kit/number-field';
import { SettingsForm, SettingsSection } from '@/domains/store-settings/components/admin/settings-section';
import { useSettingsForm } from '@/domains/store-settings/components/admin/use-settings-form';
import { formatNumber } from '@/lib/money';
import { saveCartReminderSettingsAction } from '../../actions';
import { type CartReminderSettings, cartReminderSettingsInput, REMINDER_MAX_HOURS } from '../../schemas';

type Props = {
  initial: CartReminderSettings;
  stats: { sent: number; cameBack: number; ordered: number };
};

/** Settings → Cart reminders: on or off, the wait before a left cart's one reminder, and what the reminders did. */
export function CartRemindersForm({ initial, stats }: Props) {
  const t = useTranslations('cartRemindersAdmin');
  const locale = useLocale();
  const { form, onSubmit, pending, banner, inputProps } = useSettingsForm({
    initialValues: initial,
    schema: cartReminderSettingsInput,
    save: saveCartReminderSettingsAction,
    savedMessage: t('saved'),
    messages: { values: { max: REMINDER_MAX_HOURS } },
  });
  const stat = (key: 'sent' | 'cameBack' | 'ordered') => (
    <Stack gap={0} data-testid={`cart-reminders-${key}`}>
      <Text size="xl" fw={700}>
        {formatNumber(stats[key], locale)}
      </Text>
      <Text size="sm" c="dimmed">
        {t(`stats.${key}`)}
      </Text>
    </Stack>
  );
  return (
    <SettingsSection id="cart-reminders" title={t('title')} description={t('description')}>
      <SettingsForm onSubmit={onSubmit} banner={banner} pending={pending} saveLabel={t('save')}>
        <Switch
          label={t('enabled')}
          description={t('enabledHint')}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        <NumberField
          label={t('delayHours')}
          description={t('delayHoursHint')}
          min={1}
          max={REMINDER_MAX_HOURS}
          allowDecimal={false}
          allowNegative={false}
          maw={240}
          {...inputProps('delayHours')}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} aria-label={t('stats.title')}>
          {stat('sent')}
          {stat('cameBack')}
          {stat('ordered')}
        </SimpleGrid>
      </SettingsForm>
    </SettingsSection>
  );
}
