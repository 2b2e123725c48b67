'use client';

import { Alert, Radio, Stack } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useDisplayMoney } from '@/domains/store-settings/components/display-currency';
import type { PaymentOptions } from '@/domains/store-settings/payment-options';
import type { QuotePayment } from '../queries';
import type { PaymentMethod } from '../schemas';

type Props = {
  /** The methods the owner offers now (the page's fresh read), until a quote says otherwise. */
  offered: PaymentMethod[];
  terms: Pick<PaymentOptions, 'codFee' | 'codMaxTotal'>;
  /** The latest quote's payment terms: whether cash on delivery takes this order. */
  quoted: QuotePayment | null;
  /** The quoted order's total (no fee of a method that cannot take it). */
  total: number | null;
  currency: string;
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  error?: string;
};

/**
 * How the shopper pays: the methods the owner turned on, each with what it means — the cash-on-delivery fee, or its
 * limit when the order is over it (the choice is then disabled). When no method can take the order at all (cash
 * only, above its maximum) it says so plainly, with the limit and the order's total, before anything is pressed.
 */
export function PaymentMethodPicker({
  offered,
  terms,
  quoted,
  total,
  currency,
  value,
  onChange,
  error,
}: Props) {
  const t = useTranslations('checkout');
  const tr = useTranslations();
  const display = useDisplayMoney();
  const methods = quoted?.offered ?? offered;
  const money = (amount: number) => display(amount, currency);
  if (!methods.length) {
    return (
      <Alert color="orange" role="alert">
        {t('noPaymentMethod')}
      </Alert>
    );
  }
  const codRefused = quoted !== null && !quoted.codTakes;
  if (quoted && !quoted.usable.length && total !== null) {
    return (
      <Alert color="orange" role="alert" data-testid="no-payment-method">
        {tr('orders.noMethod', { limit: money(terms.codMaxTotal ?? 0), total: money(total) })}
      </Alert>
    );
  }
  const hint = (method: PaymentMethod) => {
    if (method === 'cod' && codRefused && terms.codMaxTotal !== null)
      return t('codLimit', { limit: money(terms.codMaxTotal) });
    const fee =
      method === 'cod' && terms.codFee > 0 ? ` ${t('paymentFee', { fee: money(terms.codFee) })}` : '';
    return `${t(`paymentHint.${method}`)}${fee}`;
  };
  return (
    <Radio.Group
      label={t('payment')}
      withAsterisk
      value={value}
      onChange={(method) => onChange(method as PaymentMethod)}
      error={error}
    >
      <Stack gap="xs" mt="xs">
        {methods.map((method) => (
          <Radio
            key={method}
            value={method}
            label={tr(`orders.paymentMethod.${method}`)}
            description={hint(method)}
            disabled={method === 'cod' && codRefused}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
