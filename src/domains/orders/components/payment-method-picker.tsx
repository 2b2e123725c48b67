'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useDisplayMoney } from '@/domains/store-settings/components/display-currency';
import type { PaymentOptions } from '@/domains/store-settings/payment-options';
import type { QuotePayment } from '../queries';
import type { PaymentMethod } from '../schemas';
import orders from './orders.module.css';
import classes from './payment-method-picker.module.css';

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
  const id = useId();
  const errorId = `${id}-error`;
  if (!methods.length) {
    return (
      <div className={orders.alert} data-color="yellow" role="alert">
        <p className={orders.text}>{t('noPaymentMethod')}</p>
      </div>
    );
  }
  const codRefused = quoted !== null && !quoted.codTakes;
  if (quoted && !quoted.usable.length && total !== null) {
    return (
      <div className={orders.alert} data-color="yellow" role="alert" data-testid="no-payment-method">
        <p className={orders.text}>
          {tr('orders.noMethod', { limit: money(terms.codMaxTotal ?? 0), total: money(total) })}
        </p>
      </div>
    );
  }
  const hint = (method: PaymentMethod) => {
    if (method === 'cod' && codRefused && terms.codMaxTotal !== null)
      return t('codLimit', { limit: money(terms.codMaxTotal) });
    const fee =
      method === 'cod' && terms.codFee > 0 ? ` ${t('paymentFee', { fee: money(terms.codFee) })}` : '';
    return `${t(`paymentHint.${method}`)}${fee}`;
  };
  // Native radios in a fieldset, as the product page's colour and size (decision 0017): the same roles and keys as
  // Mantine's Radio.Group, without its 6 KB on the checkout's first load.
  return (
    <fieldset className={classes.group} aria-describedby={error ? errorId : undefined}>
      <legend className={classes.legend}>
        {t('payment')}
        <span className={classes.required} aria-hidden>
          {' *'}
        </span>
      </legend>
      {methods.map((method) => {
        const disabled = method === 'cod' && codRefused;
        return (
          <label key={method} className={classes.option}>
            <input
              type="radio"
              name={`${id}-payment`}
              value={method}
              checked={value === method}
              disabled={disabled}
              aria-describedby={`${id}-${method}`}
              onChange={() => onChange(method)}
            />
            <span className={classes.text}>
              <span className={classes.name}>{tr(`orders.paymentMethod.${method}`)}</span>
              <span id={`${id}-${method}`} className={classes.hint}>
                {hint(method)}
              </span>
            </span>
          </label>
        );
      })}
      {error && (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
