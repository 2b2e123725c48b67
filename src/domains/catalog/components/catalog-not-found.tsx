'use client';

import { useLocale, useTranslations } from 'next-intl';
import { StatusLink, StatusPage } from '@/components/status-page';
import { formatNumber } from '@/lib/money';

type Props = { kind: 'product' | 'category' | 'subCategory' | 'brand' };

/**
 * The catalogue's 404 pages with the spec's messages ('Product Not Found', 'Categorie Not Found', 'Sub Category
 * Not Found'). A client component: Next renders not-found boundaries before the page sets the request locale, and
 * reading it on the server there would make every cached catalogue page dynamic.
 */
export function CatalogNotFound({ kind }: Props) {
  const t = useTranslations('catalog');
  const tp = useTranslations('product');
  const tb = useTranslations('brandPage');
  const code = formatNumber(404, useLocale());
  if (kind === 'product') {
    return (
      <StatusPage
        code={code}
        title={tp('notFound')}
        text={tp('notFoundText')}
        action={<StatusLink href="/products">{t('browseAll')}</StatusLink>}
      />
    );
  }
  if (kind === 'brand') {
    return (
      <StatusPage
        code={code}
        title={tb('notFound')}
        text={tb('notFoundText')}
        action={<StatusLink href="/products">{t('browseAll')}</StatusLink>}
      />
    );
  }
  const category = kind === 'category';
  return (
    <StatusPage
      code={code}
      title={category ? t('categoryNotFound') : t('subCategoryNotFound')}
      text={category ? t('categoryNotFoundText') : t('subCategoryNotFoundText')}
      action={<StatusLink href="/categories">{t('categories')}</StatusLink>}
    />
  );
}
