'use client';

import { Alert } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import type { SubscriptionStatus } from '../service';

/** Tells the admin about the subscription: the spec's error toast when stripeId is missing, a banner when expired. */
export function SubscriptionNotice({ state }: { state: SubscriptionStatus['state'] }) {
  const t = useTranslations('subscription');
  useEffect(() => {
    if (state === 'missing-stripe-id') {
      notifications.show({ id: 'stripe-id-missing', color: 'red', message: t('stripeIdMissing') });
    }
  }, [state, t]);
  if (state !== 'expired') return null;
  return (
    <Alert color="red" mb="lg" role="alert">
      {t('expired')}
    </Alert>
  );
}
