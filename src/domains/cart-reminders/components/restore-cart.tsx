'use client';

import { Alert, Group, Loader, Text } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { replaceCart } from '@/domains/cart/cart-store';
import { useRouter } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { restoreCartAction } from '../actions';

/** The reminder's link: puts its cart in this browser and opens the cart page; a dead link says so. */
export function RestoreCart({ token }: { token: string }) {
  const t = useTranslations('cartReminders.restore');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    restoreCartAction({ token, locale })
      .then((result) => {
        if (!result.ok || !result.data?.length) return setFailed(true);
        replaceCart(result.data);
        router.replace('/cart');
      })
      .catch(() => setFailed(true));
  }, [token, locale, router]);
  if (failed) return <Alert color="orange">{t('invalid')}</Alert>;
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" />
      <Text>{t('restoring')}</Text>
    </Group>
  );
}
