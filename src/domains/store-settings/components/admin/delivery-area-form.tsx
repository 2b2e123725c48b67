'use client';

import { SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslations } from 'next-intl';
import { MoneyInput } from '@/components/form-kit/money-input';
import { NumberField } from '@/components/form-kit/number-field';
import { useActionForm } from '@/components/form-kit/use-action-form';
import { refusalOf } from '@/lib/action-result';
import { minorToDecimal, toMinor } from '@/lib/money';
import { saveDeliveryAreaAction } from '../../actions';
import { type DeliveryArea, type DeliveryAreaInput, deliveryAreaInput } from '../../schemas';
import { SettingsForm } from './settings-section';

type Money = number | string;

/** What the admin types: money in major units of the base currency, days as whole numbers. */
type FormValues = {
  nameEn: string;
  nameAr: string;
  charge: Money;
  freeFrom: Money;
  minDays: Money;
  maxDays: Money;
  active: boolean;
};

function initialValues(area: DeliveryArea | null, currency: string): FormValues {
  const major = (minor: number | null) => (minor === null ? '' : Number(minorToDecimal(minor, currency)));
  return {
    nameEn: area?.nameEn ?? '',
    nameAr: area?.nameAr ?? '',
    charge: area ? major(area.charge) : '',
    freeFrom: area ? major(area.freeFrom) : '',
    minDays: area?.minDays ?? 1,
    maxDays: area?.maxDays ?? 3,
    active: area?.active ?? true,
  };
}

/** The form's values → the action's input: money in minor units (an unreadable amount fails the schema). */
function toInput(values: FormValues, currency: string, id: number | undefined): DeliveryAreaInput {
  const blank = (v: Money) => String(v).trim() === '';
  const money = (v: Money) => (blank(v) ? Number.NaN : (toMinor(String(v), currency) ?? Number.NaN));
  const days = (v: Money) => (blank(v) ? Number.NaN : Number(v));
  return {
    id,
    nameEn: values.nameEn,
    nameAr: values.nameAr,
    charge: money(values.charge),
    freeFrom: blank(values.freeFrom) ? null : money(values.freeFrom),
    minDays: days(values.minDays),
    maxDays: days(values.maxDays),
    active: values.active,
  };
}

type Props = {
  /** The area to edit, or null to add one. */
  area: DeliveryArea | null;
  currency: string;
  onSaved: () => void;
  onCancel: () => void;
};

/**
 * Add or edit a delivery area: names in both languages, the charge and the free-delivery threshold in the base
 * currency, the estimated days, and whether shoppers may choose it. The shared schema checks it here first; the
 * server checks it again and its errors land on the same fields, in the page's language.
 */
export function DeliveryAreaForm({ area, currency, onSaved, onCancel }: Props) {
  const t = useTranslations('adminSettings.areas');
  const form = useForm<FormValues>({ initialValues: initialValues(area, currency) });
  const { onSubmit, pending, banner, inputProps } = useActionForm({
    form,
    submit: async (values) => {
      const input = toInput(values, currency, area?.id);
      return refusalOf(deliveryAreaInput, input) ?? saveDeliveryAreaAction(input);
    },
    successMessage: t('saved'),
    onSuccess: onSaved,
  });

  const moneyInput = (path: 'charge' | 'freeFrom', label: string, description?: string) => (
    <MoneyInput
      currency={currency}
      label={label}
      description={description}
      withAsterisk={path === 'charge'}
      {...inputProps(path)}
    />
  );

  const daysInput = (path: 'minDays' | 'maxDays', label: string) => (
    <NumberField
      label={label}
      withAsterisk
      allowDecimal={false}
      allowNegative={false}
      min={0}
      max={90}
      {...inputProps(path)}
    />
  );

  return (
    <SettingsForm
      onSubmit={onSubmit}
      banner={banner}
      pending={pending}
      saveLabel={t('save')}
      cancel={{ label: t('cancel'), onClick: onCancel }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('nameEn')} withAsterisk dir="ltr" maxLength={80} {...inputProps('nameEn')} />
        <TextInput label={t('nameAr')} withAsterisk dir="rtl" maxLength={80} {...inputProps('nameAr')} />
        {moneyInput('charge', t('charge'))}
        {moneyInput('freeFrom', t('freeFrom'), t('freeFromHint'))}
        {daysInput('minDays', t('minDays'))}
        {daysInput('maxDays', t('maxDays'))}
      </SimpleGrid>
      <Switch
        label={t('active')}
        description={t('activeHint')}
        {...form.getInputProps('active', { type: 'checkbox' })}
      />
    </SettingsForm>
  );
}
