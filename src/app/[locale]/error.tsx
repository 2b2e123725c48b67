'use client';

import { Button } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { StatusPage } from '@/components/status-page';

export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errors');
  const tc = useTranslations('common');
  return (
    <StatusPage
      main
      title={t('errorTitle')}
      text={t('errorText')}
      action={<Button onClick={reset}>{tc('retry')}</Button>}
    />
  );
}
