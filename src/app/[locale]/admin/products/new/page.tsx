import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { authorizeAdminPage } from '@/domains/admin/guard';
import { getProductFormChoices } from '@/domains/catalog/admin-queries';
import { AdminSubPage } from '@/domains/catalog/components/admin/admin-sub-page';
import { ProductForm } from '@/domains/catalog/components/admin/product-form';
import { getStoreSettings } from '@/domains/store-settings/queries';
import { pageLocale } from '@/i18n/page-locale';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/admin/products/new'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'adminCatalog' });
  const ta = await getTranslations({ locale, namespace: 'admin' });
  return { title: `${t('product.newTitle')} · ${ta('title')}`, robots: { index: false, follow: false } };
}

export default async function NewProductPage({ params }: PageProps<'/[locale]/admin/products/new'>) {
  await authorizeAdminPage(params, 'products');
  const [choices, settings, t] = await Promise.all([
    getProductFormChoices(),
    getStoreSettings(),
    getTranslations('adminCatalog'),
  ]);
  return (
    <AdminSubPage
      title={t('product.newTitle')}
      back={{ href: '/admin/products', label: t('backToProducts') }}
    >
      <ProductForm categories={choices.categories} brands={choices.brands} currency={settings.currency} />
    </AdminSubPage>
  );
}
