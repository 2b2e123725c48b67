'use client';

import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import controls from '@/components/controls.module.css';
import classes from './orders.module.css';

/** How long the button says "Copied" (Mantine's CopyButton's timeout). */
const COPIED_MS = 1_000;

/**
 * The order's link in full, to copy or bookmark: a guest's only way back to their order besides the e-mail. Plain
 * markup in Mantine's input looks (the confirmation page's first load carries no Mantine component).
 */
export function OrderLinkBox({ url }: { url: string }) {
  const t = useTranslations('myOrders.confirmed');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const label = copied ? t('copied') : t('copy');
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.fieldLabel}>
        {t('link')}
      </label>
      {/* A web address reads left to right, its copy button at its end, on Arabic pages too. */}
      <div className={controls.inputWithEnd} dir="ltr">
        <input
          ref={inputRef}
          id={id}
          className={controls.input}
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <span className={controls.inputEnd}>
          <button
            type="button"
            className={`${controls.iconButton} mantine-focus-auto`}
            data-size="sm"
            data-color={copied ? 'green' : undefined}
            aria-label={label}
            title={label}
            onClick={() =>
              // No clipboard (a page served over plain http has none): the link is selected, to copy by hand.
              Promise.resolve()
                .then(() => navigator.clipboard.writeText(url))
                .then(
                  () => setCopied(true),
                  () => inputRef.current?.select(),
                )
            }
          >
            {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
          </button>
        </span>
      </div>
    </div>
  );
}
