'use client';

import { useLocale } from 'next-intl';
import { useRef } from 'react';
import { useDisplayCurrency } from '@/domains/store-settings/components/display-currency';
import { convertMinor, unconvertMinor } from '@/lib/exchange-rate';
import { currencyDigits, minorToDecimal, pageDigits, toAsciiDigits, toMinor } from '@/lib/money';
import classes from './listing-filters.module.css';

type Bound = 'min' | 'max';
/** A currency the shopper may view prices in, with its rate against the base (store settings). */
type DisplayCurrency = { code: string; rate: string };

type Props = {
  /** The fields' ids, unique on the page (the form is drawn twice). */
  ids: Record<Bound, string>;
  /** "Minimum price", "Maximum price": the currency's code is added. */
  labels: Record<Bound, string>;
  /** The store's base currency: what the query's amounts are in. */
  base: string;
  /** The query's amounts (major units of the base currency). */
  values: Record<Bound, number>;
};

/** A query amount (major units of the base) as the shopper sees it: whole units of the shown currency. */
export function shownAmount(value: number, base: string, shown: DisplayCurrency): number {
  const baseMinor = Math.round(value * 10 ** currencyDigits(base));
  return Math.round(convertMinor(baseMinor, base, shown.code, shown.rate) / 10 ** currencyDigits(shown.code));
}

/**
 * An amount typed in the shown currency (either digits, `.` or `٫`) → the query's amount in the base currency, as
 * exact decimal text ("300" SAR at 3.75 → "80.00"); what was typed when it is no amount, so the list's own reading
 * of a bad amount (no filter) applies.
 */
export function baseAmountOf(typed: string, base: string, shown: DisplayCurrency): string {
  const text = toAsciiDigits(typed.trim()).replace('\u066b', '.');
  const minor = toMinor(text, shown.code);
  if (minor === null) return text;
  return minorToDecimal(unconvertMinor(minor, shown.code, base, shown.rate), base);
}

/**
 * The listing's price range in the shopper's display currency (issue 39): labelled with its code, showing the
 * query's amounts converted, and sending what is typed converted back to the base currency, which the list filters
 * on. The page is cached for everyone, so it renders in the base currency, as every price does, until the browser
 * knows the choice; with none chosen the fields send what is typed as they are.
 */
export function PriceRangeFields({ ids, labels, base, values }: Props) {
  const locale = useLocale();
  const { shown } = useDisplayCurrency();
  const sent = useRef<Record<Bound, HTMLInputElement | null>>({ min: null, max: null });
  return (['min', 'max'] as const).map((bound) => (
    <div key={bound} className={classes.field}>
      <label htmlFor={ids[bound]} className={classes.label}>
        {`${labels[bound]} (${shown?.code ?? base})`}
      </label>
      {/* Text, not a number field, so an Arabic page shows the amount in its own digits (the list reads
          either); a number field has the browser's Western ones. */}
      <input
        // A new currency draws a new field, holding the amount in it.
        key={shown?.code ?? base}
        id={ids[bound]}
        name={shown ? undefined : bound}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        maxLength={12}
        className={classes.input}
        defaultValue={pageDigits(
          String(shown ? shownAmount(values[bound], base, shown) : values[bound]),
          locale,
        )}
        onChange={(event) => {
          const field = sent.current[bound];
          if (field && shown) field.value = baseAmountOf(event.currentTarget.value, base, shown);
        }}
        dir="ltr"
      />
      {shown && (
        <input
          key={`${shown.code}-sent`}
          ref={(element) => {
            sent.current[bound] = element;
          }}
          type="hidden"
          name={bound}
          defaultValue={String(values[bound])}
        />
      )}
    </div>
  ));
}
