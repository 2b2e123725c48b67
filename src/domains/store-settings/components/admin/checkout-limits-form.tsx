'use client';

import { SimpleGrid } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { NumberField } from '@/components/form-kit/number-field';
import { MAX_LINE_QUANTITY } from '@/lib/order-limits';
import { saveCheckoutLimitsAction } from '../../actions';
import {
  type CheckoutLimits,
  COUNT_LIMIT_MAX,
  checkoutLimitsInput,
  LIMIT_MESSAGE_VALUES,
  UNITS_LIMIT_MAX,
} from '../../schemas';
import { SettingsForm, SettingsSection } from './settings-section';
import { useSettingsForm } from './use-settings-form';

/** Each limit's field, in the form's order, with the largest value it takes. */
const FIELDS: { name: keyof CheckoutLimits; max: number }[] = [
  { name: 'ordersPerAddressHour', max: COUNT_LIMIT_MAX },
  { name: 'ordersPerPhoneHour', max: COUNT_LIMIT_MAX },
  { name: 'ordersPerEmailHour', max: COUNT_LIMIT_MAX },
  { name: 'unpaidCodPerPhone', max: COUNT_LIMIT_MAX },
  { name: 'lineQuantityMax', max: MAX_LINE_QUANTITY },
  { name: 'orderUnitsMax', max: UNITS_LIMIT_MAX },
  { name: 'orderMailsPerEmailHour', max: COUNT_LIMIT_MAX },
];

/** The checkout's limits: orders an hour per connection, phone and e-mail, unpaid cash orders, units, order mails. */
export function CheckoutLimitsForm({ initial }: { initial: CheckoutLimits }) {
  const t = useTranslations('adminSettings.limits');
  const { onSubmit, pending, banner, inputProps } = useSettingsForm({
    initialValues: initial,
    schema: checkoutLimitsInput,
    save: saveCheckoutLimitsAction,
    savedMessage: t('saved'),
    messages: { values: LIMIT_MESSAGE_VALUES },
  });
  return (
    <SettingsSection id="limits" title={t('title')} description={t('description')}>
      <SettingsForm onSubmit={onSubmit} banner={banner} pending={pending} saveLabel={t('save')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {FIELDS.map(({ name, max }) => (
            <NumberField
              key={name}
              label={t(name)}
              description={t(`${name}Hint`, LIMIT_MESSAGE_VALUES)}
              min={1}
              max={max}
              allowDecimal={false}
              allowNegative={false}
              {...inputProps(name)}
            />
          ))}
        </SimpleGrid>
      </SettingsForm>
    </SettingsSection>
  );
}
