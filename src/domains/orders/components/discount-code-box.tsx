'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useId, useState } from 'react';
import controls from '@/components/controls.module.css';
import type { Quote } from '../queries';
import { readDiscountCode, rememberDiscountCode } from './checkout-session';
import { moneyText } from './money';
import classes from './orders.module.css';

/** The discount code applied in this tab (the cart hands it to the checkout); `apply(null)` removes it. */
export function useDiscountCode() {
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => setCode(readDiscountCode()), []);
  const apply = (next: string | null) => {
    const typed = next?.trim().toUpperCase() || null;
    setCode(typed);
    rememberDiscountCode(typed);
  };
  return { code, apply };
}

type Props = { quote: Quote | null; code: string | null; onApply: (code: string | null) => void };

/**
 * The discount code's field in the cart and at checkout (docs/decisions/0027-discounts.md): apply or remove a code;
 * the server's quote says whether it applies, or why not (translated), and when an automatic discount is worth more
 * (one discount per order: the better one). Plain markup in Mantine's looks, like the rest of the cart's summary.
 */
export function DiscountCodeBox({ quote, code, onApply }: Props) {
  const t = useTranslations('discounts');
  const locale = useLocale();
  const id = useId();
  const [typed, setTyped] = useState('');
  const entered = quote?.discount.entered ?? null;
  const applied = quote?.discount.applied ?? null;
  // A quote for another code (still on its way) says nothing about this one.
  const current = entered && code && entered.code === code.trim().toUpperCase() ? entered : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (typed.trim()) onApply(typed);
    setTyped('');
  };
  const refusal =
    current?.refusal &&
    t(`refused.${current.refusal}`, {
      code: current.code,
      minimum: moneyText(current.minimum ?? 0, quote?.currency ?? 'USD', locale),
    });
  return (
    <div className={classes.field} data-testid="discount-box">
      {code ? (
        <div className={classes.stack} style={{ gap: 4 }}>
          <div style={{ display: 'flex', gap: 8, alignItems: 'center', justifyContent: 'space-between' }}>
            <span className={classes.text}>
              {t('codeLabel')}: <bdi dir="ltr">{code}</bdi>
            </span>
            <button
              type="button"
              className={`${controls.button} mantine-focus-auto`}
              data-variant="default"
              data-size="compact"
              onClick={() => onApply(null)}
            >
              {t('remove')}
            </button>
          </div>
          {refusal && (
            <p className={classes.fieldError} role="alert" data-testid="discount-refusal">
              {refusal}
            </p>
          )}
          {current && !current.refusal && !current.outdone && (
            <p className={classes.dimmed} role="status" data-testid="discount-applied">
              {t('applied', { code: current.code })}
            </p>
          )}
          {current?.outdone && applied && (
            <p className={classes.dimmed} role="status">
              {t('outdone', { code: current.code, automatic: applied.code })}
            </p>
          )}
        </div>
      ) : (
        // Not a <form>: at checkout it sits inside the order's form.
        <div className={classes.stack} style={{ gap: 4 }}>
          <label className={classes.fieldLabel} htmlFor={id}>
            {t('codeLabel')}
          </label>
          <div style={{ display: 'flex', gap: 8 }}>
            <input
              id={id}
              className={`${controls.input} mantine-focus-auto`}
              style={{ flex: 1, minWidth: 0 }}
              dir="ltr"
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={40}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') submit(event);
              }}
            />
            <button
              type="button"
              className={`${controls.button} mantine-focus-auto`}
              data-variant="default"
              onClick={submit}
            >
              {t('apply')}
            </button>
          </div>
        </div>
      )}
      {applied?.automatic && !current?.outdone && (
        <p className={classes.dimmed} role="status" data-testid="discount-automatic">
          {t('automaticApplied', { name: applied.code })}
        </p>
      )}
    </div>
  );
}
