import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { authorizeAdminPage } from '@/domains/admin/guard';
import { listAdminBrands } from '@/domains/catalog/admin-queries';
import { AdminSubPage } from '@/domains/catalog/components/admin/admin-sub-page';
import { CatalogGroupsManager } from '@/domains/catalog/components/admin/catalog-groups-manager';
import { pageLocale } from '@/i18n/page-locale';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/admin/products/brands'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'adminCatalog' });
  const ta = await getTranslations({ locale, namespace: 'admin' });
  return { title: `${t('brand.title')} · ${ta('title')}`, robots: { index: false, follow: false } };
}

export default async function BrandsPage({ params }: PageProps<'/[locale]/admin/products/brands'>) {
  await authorizeAdminPage(params, 'products');
  const brands = await listAdminBrands();
  const t = await getTranslations('adminCatalog');
  return (
    <AdminSubPage
      title={t('brand.title')}
      description={t('brand.description')}
      back={{ href: '/admin/products', label: t('backToProducts') }}
    >
      <CatalogGroupsManager
        kind="brands"
        items={brands.map((b) => ({ ...b, parentId: null, children: [] }))}
      />
    </AdminSubPage>
  );
}
