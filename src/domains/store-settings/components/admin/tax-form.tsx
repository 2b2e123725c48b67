'use client';

import { Card, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLocale, useTranslations } from 'next-intl';
import { NumberField } from '@/components/form-kit/number-field';
import { useActionForm } from '@/components/form-kit/use-action-form';
import { useRouter } from '@/i18n/navigation';
import { refusalOf } from '@/lib/action-result';
import { currencyDigits, formatMoney, formatNumber } from '@/lib/money';
import { saveTaxAction } from '../../actions';
import { taxInput } from '../../schemas';
import { taxExample } from '../../tax-example';
import { SettingsForm, SettingsSection } from './settings-section';

type Props = {
  /** Basis points (1500 = 15 %). */
  taxRate: number;
  pricesIncludeTax: boolean;
  currency: string;
};

type FormValues = { taxRate: number | string; pricesIncludeTax: boolean };

/** The tax rate (percent, up to two decimals) and whether catalogue prices include it, with a live example. */
export function TaxForm({ taxRate, pricesIncludeTax, currency }: Props) {
  const t = useTranslations('adminSettings.tax');
  const locale = useLocale();
  const router = useRouter();
  const form = useForm<FormValues>({ initialValues: { taxRate: taxRate / 100, pricesIncludeTax } });
  const { onSubmit, pending, banner, inputProps } = useActionForm({
    form,
    submit: async (values) => {
      const input = {
        taxRate: String(values.taxRate).trim() === '' ? Number.NaN : Number(values.taxRate),
        pricesIncludeTax: values.pricesIncludeTax,
      };
      return refusalOf(taxInput, input) ?? saveTaxAction(input);
    },
    successMessage: t('saved'),
    onSuccess: () => router.refresh(),
  });

  const money = (minor: number) => formatMoney(minor, currency, locale);
  const price = 100 * 10 ** currencyDigits(currency);
  const percent = Number(form.values.taxRate);
  const valid = String(form.values.taxRate).trim() !== '' && percent >= 0 && percent <= 100;
  const example = valid ? taxExample(price, percent, form.values.pricesIncludeTax) : null;

  return (
    <SettingsSection id="tax" title={t('title')} description={t('description')}>
      <SettingsForm onSubmit={onSubmit} banner={banner} pending={pending} saveLabel={t('save')}>
        <NumberField
          label={t('rate')}
          description={t('rateHint', {
            whole: formatNumber(15, locale),
            decimal: formatNumber(5.5, locale),
          })}
          decimalScale={2}
          allowNegative={false}
          min={0}
          max={100}
          hideControls
          maw={240}
          {...inputProps('taxRate')}
        />
        <Switch
          label={t('included')}
          description={t('includedHint')}
          {...form.getInputProps('pricesIncludeTax', { type: 'checkbox' })}
        />
        {example && (
          <Card
            withBorder
            padding="sm"
            bg="var(--mantine-color-default-hover)"
            aria-live="polite"
            data-testid="tax-example"
          >
            <Text size="sm">
              {t('example', { price: money(price) })}{' '}
              {example.tax === 0
                ? t('exampleNone', { total: money(example.total) })
                : t(form.values.pricesIncludeTax ? 'exampleIncluded' : 'exampleAdded', {
                    total: money(example.total),
                    tax: money(example.tax),
                  })}
            </Text>
          </Card>
        )}
      </SettingsForm>
    </SettingsSection>
  );
}
