'use client';

import { Alert, Code, Group, Radio, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { MoneyInput } from '@/components/form-kit/money-input';
import { NumberField } from '@/components/form-kit/number-field';
import { minorToDecimal, toMinor } from '@/lib/money';
import { savePaymentOptionsAction } from '../../actions';
import {
  COD_CONFIRM_CHANNELS,
  COD_CONFIRM_HOURS,
  type CodConfirmChannel,
  type PaymentOptions,
  type PaymentOptionsInput,
  paymentOptionsInput,
} from '../../payment-options';
import { SettingsForm, SettingsSection } from './settings-section';
import { useSettingsForm } from './use-settings-form';

type Money = number | string;
type FormValues = {
  codEnabled: boolean;
  codFee: Money;
  codMaxTotal: Money;
  codConfirm: boolean;
  codConfirmChannel: CodConfirmChannel;
  codConfirmHours: number | string;
  cardEnabled: boolean;
};

type Props = {
  options: PaymentOptions;
  currency: string;
  /** The Stripe settings the server lacks (card stays off until none is missing). */
  missing: string[];
  /** Where Stripe must send its events: `{APP_URL}/api/webhooks/stripe`. */
  webhookUrl: string;
};

/**
 * Payment options: cash on delivery with its fee and largest order, and card payments through Stripe Checkout, which
 * can be turned on only while the server has Stripe's keys (the page names the missing ones, the action refuses).
 */
export function PaymentOptionsForm({ options, currency, missing, webhookUrl }: Props) {
  const t = useTranslations('adminSettings.payments');
  const tc = useTranslations('codConfirmation.settings');
  const major = (minor: number | null) => (minor === null ? '' : Number(minorToDecimal(minor, currency)));
  const { form, onSubmit, pending, banner, inputProps } = useSettingsForm<FormValues, PaymentOptionsInput>({
    initialValues: {
      codEnabled: options.codEnabled,
      codFee: major(options.codFee),
      codMaxTotal: major(options.codMaxTotal),
      codConfirm: options.codConfirm,
      codConfirmChannel: options.codConfirmChannel,
      codConfirmHours: options.codConfirmHours,
      cardEnabled: options.cardEnabled,
    },
    schema: paymentOptionsInput,
    toInput: (values) => {
      const blank = (v: Money) => String(v).trim() === '';
      const money = (v: Money) => toMinor(String(v), currency) ?? Number.NaN;
      return {
        codEnabled: values.codEnabled,
        codFee: blank(values.codFee) ? 0 : money(values.codFee),
        codMaxTotal: blank(values.codMaxTotal) ? null : money(values.codMaxTotal),
        codConfirm: values.codConfirm,
        codConfirmChannel: values.codConfirmChannel,
        codConfirmHours: blank(values.codConfirmHours) ? Number.NaN : Number(values.codConfirmHours),
        cardEnabled: values.cardEnabled,
      };
    },
    save: savePaymentOptionsAction,
    savedMessage: t('saved'),
    messages: { values: { min: COD_CONFIRM_HOURS.min, max: COD_CONFIRM_HOURS.max } },
  });

  const cardOffered = form.values.cardEnabled && missing.length === 0;
  const codOnlyCapped =
    form.values.codEnabled && String(form.values.codMaxTotal).trim() !== '' && !cardOffered;

  return (
    <SettingsSection id="payments" title={t('title')} description={t('description')}>
      <SettingsForm onSubmit={onSubmit} banner={banner} pending={pending} saveLabel={t('save')}>
        <Switch
          label={t('cod')}
          description={t('codHint')}
          {...inputProps('codEnabled', { type: 'checkbox' })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MoneyInput
            currency={currency}
            label={t('codFee')}
            description={t('codFeeHint')}
            disabled={!form.values.codEnabled}
            {...inputProps('codFee')}
          />
          <MoneyInput
            currency={currency}
            label={t('codMax')}
            description={t('codMaxHint')}
            disabled={!form.values.codEnabled}
            {...inputProps('codMaxTotal')}
          />
        </SimpleGrid>
        <Switch
          label={tc('ask')}
          description={tc('askHint')}
          disabled={!form.values.codEnabled}
          {...inputProps('codConfirm', { type: 'checkbox' })}
        />
        {form.values.codEnabled && form.values.codConfirm && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Radio.Group
              label={tc('channel')}
              description={tc('channelHint')}
              {...inputProps('codConfirmChannel')}
            >
              <Group mt="xs">
                {COD_CONFIRM_CHANNELS.map((channel) => (
                  <Radio key={channel} value={channel} label={tc(`channels.${channel}`)} />
                ))}
              </Group>
            </Radio.Group>
            <NumberField
              label={tc('hours')}
              description={tc('hoursHint', { min: COD_CONFIRM_HOURS.min, max: COD_CONFIRM_HOURS.max })}
              min={COD_CONFIRM_HOURS.min}
              max={COD_CONFIRM_HOURS.max}
              allowDecimal={false}
              allowNegative={false}
              {...inputProps('codConfirmHours')}
            />
          </SimpleGrid>
        )}
        {codOnlyCapped && (
          // Cash on delivery is the only method and it has a ceiling: orders above it cannot be placed at all.
          <Alert
            color="orange"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            data-testid="cod-only-capped"
          >
            {t('codOnlyCapped')}
          </Alert>
        )}
        <Switch
          label={t('card')}
          description={t('cardHint')}
          disabled={missing.length > 0 && !form.values.cardEnabled}
          {...inputProps('cardEnabled', { type: 'checkbox' })}
        />
        {missing.length > 0 ? (
          <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {t('cardMissing', { names: missing.join(', ') })}
          </Alert>
        ) : (
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t('webhook')}
            </Text>
            <Code block dir="ltr">
              {webhookUrl}
            </Code>
          </Stack>
        )}
      </SettingsForm>
    </SettingsSection>
  );
}
