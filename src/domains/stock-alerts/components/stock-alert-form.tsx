'use client';

import { IconBell, IconCircleCheck } from '@tabler/icons-react';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useId, useState } from 'react';
import controls from '@/components/controls.module.css';
import { useSignedInContact } from '@/domains/accounts/components/use-signed-in-contact';
import type { Locale } from '@/i18n/routing';
import { requestStockAlertAction } from '../actions';
import classes from './stock-alert.module.css';

type Props = {
  /** The sold-out variants the shopper may ask for (of the colour in view), each named by what tells it apart. */
  options: { variantId: number; label: string | null }[];
};

/**
 * "Tell me when it is back" under a product's pickers, for its sold-out sizes: a guest types an address, a signed-in
 * shopper asks in one click. Mailed once, in this page's language, when the owner restocks it. Plain markup, like
 * the rest of the product page (which loads no Mantine); the action checks everything and answers with message keys.
 */
export function StockAlertForm({ options }: Props) {
  const t = useTranslations('stockAlerts.form');
  const tAll = useTranslations();
  const locale = useLocale() as Locale;
  const id = useId();
  const signedIn = useSignedInContact();
  const [variantId, setVariantId] = useState(options[0]?.variantId ?? 0);
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ email?: string; form?: string }>({});
  if (!options.length) return null;
  const oneClick = Boolean(signedIn?.email);
  const message = (key: string) => tAll(key as 'errors.errorText');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setErrors({});
    const result = await requestStockAlertAction({
      variantId,
      email: oneClick ? '' : email,
      locale,
    }).catch(() => null);
    setPending(false);
    if (result?.ok) return setDone(result.data.email);
    const fields = result?.fieldErrors ?? {};
    if (fields.email) setErrors({ email: message(fields.email) });
    else setErrors({ form: message(fields.variantId ?? result?.error ?? 'errors.errorText') });
  };

  if (done)
    return (
      <div className={classes.box} role="status" data-testid="stock-alert">
        <p className={classes.done}>
          <IconCircleCheck size={18} aria-hidden />
          {t('doneTitle')}
        </p>
        <p className={classes.hint}>
          {t.rich('doneBody', { email: done, bdi: (chunks) => <bdi>{chunks}</bdi> })}
        </p>
      </div>
    );

  return (
    <section className={classes.box} aria-labelledby={`${id}-title`} data-testid="stock-alert">
      <p id={`${id}-title`} className={classes.title}>
        {t('title')}
      </p>
      <form onSubmit={submit} noValidate className={classes.form}>
        {options.length > 1 && (
          <div>
            <label htmlFor={`${id}-variant`} className={classes.label}>
              {t('which')}
            </label>
            <select
              id={`${id}-variant`}
              className={controls.select}
              value={variantId}
              onChange={(event) => setVariantId(Number(event.currentTarget.value))}
            >
              {options.map((o) => (
                <option key={o.variantId} value={o.variantId}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        )}
        {oneClick ? (
          <p className={classes.hint}>
            {t.rich('signedInHint', { email: signedIn?.email ?? '', bdi: (chunks) => <bdi>{chunks}</bdi> })}
          </p>
        ) : (
          <div>
            <label htmlFor={`${id}-email`} className={classes.label}>
              {t('email')}
            </label>
            <p id={`${id}-hint`} className={classes.hint}>
              {t('emailHint')}
            </p>
            <input
              id={`${id}-email`}
              className={`${controls.input} ${classes.input}`}
              type="email"
              dir="ltr"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? `${id}-hint ${id}-error` : `${id}-hint`}
            />
            {errors.email && (
              <p id={`${id}-error`} className={classes.error}>
                {errors.email}
              </p>
            )}
          </div>
        )}
        {errors.form && (
          <p className={classes.error} role="alert">
            {errors.form}
          </p>
        )}
        <button
          type="submit"
          className={`${controls.button} ${classes.submit} mantine-focus-auto`}
          disabled={pending}
          aria-busy={pending || undefined}
        >
          <IconBell size={16} aria-hidden />
          {t('submit')}
        </button>
      </form>
    </section>
  );
}
