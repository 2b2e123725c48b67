'use client';

import { useTranslations } from 'next-intl';
import { StatusLink, StatusPage } from './status-page';

/**
 * The localised "page not found". A client component: Next renders not-found boundaries before a page sets the
 * request locale, and reading it on the server there would make the cached pages around it dynamic. It imports
 * nothing from lib (404 is written in the page's digits by its message): every page loads this boundary's code, and
 * the bundler then shares the chunk it has in common with the other boundaries instead of copying it.
 */
export function NotFoundPage({ main = false }: { main?: boolean }) {
  const t = useTranslations('errors');
  return (
    <StatusPage
      main={main}
      code={t('notFoundCode', { code: 404 })}
      title={t('notFoundTitle')}
      text={t('notFoundText')}
      action={<StatusLink href="/">{t('backHome')}</StatusLink>}
    />
  );
}
