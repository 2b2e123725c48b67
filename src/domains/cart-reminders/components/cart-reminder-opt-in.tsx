'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { lazySchema } from '@/components/form-kit/lazy-schema';
import type { CartLine } from '@/domains/cart/cart-store';
import type { Locale } from '@/i18n/routing';
import { forgetCartAction, rememberCartAction } from '../actions';
import classes from './cart-reminder-opt-in.module.css';

// zod and the schema come once the box is ticked, not with the checkout's first load (form-kit/lazy-schema.ts).
const rememberRules = lazySchema(() => import('../schemas').then((m) => m.rememberCartInput));

type Props = {
  /** The address typed in the checkout form, as it is now. */
  email: string;
  lines: readonly CartLine[];
};

/**
 * A guest's "Remind me about my cart" at checkout, unticked until they tick it: with a valid address typed, their
 * cart is kept (again whenever it or the address changes) so one reminder can bring it back if they leave; unticking
 * forgets it.
 */
export function CartReminderOptIn({ email, lines }: Props) {
  const t = useTranslations('cartReminders.optIn');
  const te = useTranslations();
  const locale = useLocale() as Locale;
  const id = useId();
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remembered = useRef<string | null>(null);
  const cart = JSON.stringify(lines.map(({ variantId, quantity }) => ({ variantId, quantity })));

  useEffect(() => {
    const input = { email: email.trim(), locale, lines: JSON.parse(cart) };
    if (!checked) {
      const forget = remembered.current;
      remembered.current = null;
      if (forget) void forgetCartAction({ email: forget }).catch(() => undefined);
      return;
    }
    // Sent a moment after the typing stops, once per address and cart, when the address is one.
    const timer = setTimeout(async () => {
      await rememberRules.ready().catch(() => undefined);
      if (Object.keys(rememberRules.validate(input)).length) return;
      const result = await rememberCartAction(input).catch(() => null);
      if (result?.ok) {
        remembered.current = input.email;
        setError(null);
      } else {
        // A refusal names its own message (too many tries); a bad address never gets here (checked above).
        const key =
          result && !result.ok && result.error !== 'validation.fixFields' ? result.error : 'errors.errorText';
        setError(te(key as 'errors.errorText'));
      }
    }, 600);
    return () => clearTimeout(timer);
  }, [checked, email, cart, locale, te]);

  // A native checkbox in Mantine's looks (its Checkbox is 1.5 KB of the checkout's first load; decision 0017).
  return (
    <div className={classes.root} data-testid="cart-reminder-opt-in">
      <input
        id={id}
        type="checkbox"
        className={`${classes.box} mantine-focus-auto`}
        checked={checked}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setChecked(event.currentTarget.checked)}
      />
      <div>
        <label htmlFor={id} className={classes.label}>
          {t('label')}
        </label>
        <p id={`${id}-hint`} className={classes.hint}>
          {t('hint')}
        </p>
        {error && (
          <p id={`${id}-error`} className={classes.error}>
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
