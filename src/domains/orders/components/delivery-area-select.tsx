'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useId } from 'react';
import controls from '@/components/controls.module.css';
import { Glyph } from '@/components/glyph';
import { useDisplayMoney } from '@/domains/store-settings/components/display-currency';
import type { DeliveryArea } from '@/domains/store-settings/schemas';
import { joinFacts } from '@/lib/facts';
import { isolate } from './money';
import classes from './orders.module.css';

type Props = {
  areas: readonly DeliveryArea[];
  currency: string;
  /** The chosen area's id as text, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  error?: ReactNode;
  /** The form's field name (checkout), so the browser and tests can find it. */
  name?: string;
};

/**
 * What an area costs and how long it takes, in one line: "$5.00 · free from $200.00 · delivery in 1–3 days"; `brief`
 * leaves out the amount from which it is free, for the select's own line, which a 390-px phone cuts off.
 */
export function useAreaFacts(currency: string) {
  const t = useTranslations('cartPage');
  const tt = useTranslations('orders.totals');
  const locale = useLocale();
  // Compact: an option is one line, which a phone cuts off.
  const display = useDisplayMoney(undefined, 'compact');
  const money = (amount: number) => isolate(display(amount, currency));
  return (area: DeliveryArea, brief = false) =>
    joinFacts(
      [
        area.charge === 0 ? tt('deliveryFree') : money(area.charge),
        !brief && area.charge > 0 && area.freeFrom !== null
          ? t('areaFreeFrom', { amount: money(area.freeFrom) })
          : null,
        area.minDays === area.maxDays
          ? t('areaDaysExact', { days: area.maxDays })
          : t('areaDays', { min: area.minDays, max: area.maxDays }),
      ],
      locale,
    );
}

/**
 * The delivery area picker (spec: the cart requires one): each option names the area in the page's language with
 * its charge and the days it takes; the chosen one's facts, with the amount from which it is free, show below. The
 * browser's own select, like the header's currency picker: keyboard, screen readers and phones' wheel pickers for
 * free, and no floating list's code in the cart's first load.
 */
export function DeliveryAreaSelect({ areas, currency, value, onChange, onBlur, error, name }: Props) {
  const t = useTranslations('cartPage');
  const locale = useLocale();
  const facts = useAreaFacts(currency);
  const id = useId();
  const nameOf = (area: DeliveryArea) => (locale === 'ar' ? area.nameAr : area.nameEn);
  const chosen = areas.find((area) => String(area.id) === value);
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.fieldLabel}>
        {t('area')}{' '}
        <span className={classes.required} aria-hidden>
          *
        </span>
      </label>
      <div className={classes.fieldInput} data-error={error ? true : undefined}>
        <span className={classes.fieldIcon}>
          <Glyph name="truck" size={18} />
        </span>
        <select
          id={id}
          name={name}
          className={`${controls.input} ${controls.select}`}
          value={value ?? ''}
          onChange={(event) => onChange(event.currentTarget.value || null)}
          onBlur={onBlur}
          aria-required
          aria-invalid={!!error}
          aria-describedby={`${id}-description${error ? ` ${id}-error` : ''}`}
        >
          <option value="" disabled>
            {t('areaPlaceholder')}
          </option>
          {areas.map((area) => (
            <option key={area.id} value={String(area.id)}>
              {`${nameOf(area)} — ${facts(area, true)}`}
            </option>
          ))}
        </select>
      </div>
      <p id={`${id}-description`} className={classes.dimmed} data-size="xs">
        {chosen ? facts(chosen) : t('areaHint')}
      </p>
      {error && (
        <p id={`${id}-error`} className={classes.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
