'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatNumber } from '@/lib/money';
import { ButtonLink } from './links';
import { StatusPage } from './status-page';

/**
 * The localised "page not found". A client component: Next renders not-found boundaries before a page sets the
 * request locale, and reading it on the server there would make the cached pages around it dynamic.
 */
export function NotFoundPage({ main = false }: { main?: boolean }) {
  const t = useTranslations('errors');
  const locale = useLocale();
  return (
    <StatusPage
      main={main}
      code={formatNumber(404, locale)}
      title={t('notFoundTitle')}
      text={t('notFoundText')}
      action={<ButtonLink href="/">{t('backHome')}</ButtonLink>}
    />
  );
}
