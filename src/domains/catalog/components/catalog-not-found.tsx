'use client';

import { useLocale, useTranslations } from 'next-intl';
import { StatusLink, StatusPage } from '@/components/status-page';
import { formatNumber } from '@/lib/money';

type Props = {
  /** Message keys: the page's title and text, and the link's label. */
  title: string;
  text: string;
  link: string;
  href: '/products' | '/categories';
};

/**
 * The catalogue's 404 pages (the spec's 'Product Not Found', 'Categorie Not Found', 'Sub Category Not Found'). A
 * client component: Next renders not-found boundaries before the page sets the request locale, and reading it on
 * the server there would make every cached catalogue page dynamic. Each not-found file names its own messages, so a
 * page's first load carries no other page's.
 */
export function CatalogNotFound({ title, text, link, href }: Props) {
  const t = useTranslations() as unknown as (key: string) => string;
  const code = formatNumber(404, useLocale());
  return (
    <StatusPage
      code={code}
      title={t(title)}
      text={t(text)}
      action={<StatusLink href={href}>{t(link)}</StatusLink>}
    />
  );
}
