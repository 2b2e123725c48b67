'use client';

import { IconLanguage } from '@tabler/icons-react';
import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import controls from './controls.module.css';

/** Switches between English and Arabic on the same page, keeping the query string. */
export function LanguageSwitch() {
  // The query string is read in a boundary of its own, so cached pages still render the link on the server.
  return (
    <Suspense fallback={<SwitchLink query={{}} />}>
      <SwitchWithQuery />
    </Suspense>
  );
}

function SwitchWithQuery() {
  return <SwitchLink query={Object.fromEntries(useSearchParams().entries())} />;
}

function SwitchLink({ query }: { query: Record<string, string> }) {
  const t = useTranslations('header');
  const locale = useLocale();
  const pathname = usePathname();
  const other = locale === 'ar' ? 'en' : 'ar';
  return (
    <Link
      href={{ pathname, query }}
      locale={other}
      lang={other}
      hrefLang={other}
      className={`${controls.anchor} mantine-focus-auto`}
      aria-label={`${t('language')}: ${t('switchToLanguage')}`}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      <IconLanguage size={18} aria-hidden />
      {t('switchToLanguage')}
    </Link>
  );
}
