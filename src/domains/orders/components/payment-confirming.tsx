'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { StatusPage } from '@/components/status-page';
import { useRouter } from '@/i18n/navigation';
import classes from './orders.module.css';

/** How often the page asks again, and for how long before it says the wait is unusual. */
const EVERY_MS = 2_000;
const PATIENCE_MS = 60_000;

/**
 * Back from Stripe before its webhook: the order is not paid yet, and the page never says it is. It re-renders
 * every two seconds (the server decides what it shows), and after a minute says the mail will tell.
 */
export function PaymentConfirming({ numberLabel }: { numberLabel: string }) {
  const t = useTranslations('myOrders.confirming');
  const router = useRouter();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started > PATIENCE_MS) {
        setSlow(true);
        clearInterval(timer);
      } else router.refresh();
    }, EVERY_MS);
    return () => clearInterval(timer);
  }, [router]);
  return (
    <div role="status" aria-live="polite">
      <StatusPage
        icon={!slow && <span className={classes.loader} data-size="md" aria-hidden />}
        title={t('title')}
        text={t('text', { number: numberLabel })}
        action={
          slow && (
            <p className={classes.alert} data-color="blue">
              {t('slow')}
            </p>
          )
        }
      />
    </div>
  );
}
