'use client';

import { useTranslations } from 'next-intl';
import controls from '@/components/controls.module.css';
import { chooseDisplayCurrency, useDisplayCurrency } from './display-currency';

/**
 * The header's currency picker: the base currency and the ones the owner listed, by ISO code. The browser's own
 * select (keyboard, screen readers and phones' wheel pickers for free, and next to no script); nothing at all while
 * the owner lists no other currency. Prices follow the choice at once (display-currency).
 */
export function CurrencyPicker() {
  const t = useTranslations('header');
  const { base, currencies, shown } = useDisplayCurrency();
  if (!base || !currencies.length) return null;
  return (
    <select
      className={`${controls.input} ${controls.select}`}
      style={{ width: 88 }}
      aria-label={t('currency')}
      title={t('currency')}
      dir="ltr"
      value={shown?.code ?? base}
      onChange={(event) => chooseDisplayCurrency(event.currentTarget.value)}
      data-testid="currency-picker"
    >
      {[base, ...currencies.map((c) => c.code)].map((code) => (
        <option key={code} value={code}>
          {code}
        </option>
      ))}
    </select>
  );
}
