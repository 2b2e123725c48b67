import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { authorizeAdminPage } from '@/domains/admin/guard';
import { getProductForEdit, getProductFormChoices } from '@/domains/catalog/admin-queries';
import { AdminSubPage } from '@/domains/catalog/components/admin/admin-sub-page';
import { ProductForm } from '@/domains/catalog/components/admin/product-form';
import { listVariantRefs } from '@/domains/catalog/queries';
import { WaitingForRestock } from '@/domains/stock-alerts/components/admin/waiting-for-restock';
import { countWaitingByVariant } from '@/domains/stock-alerts/queries';
import { getStoreSettings } from '@/domains/store-settings/queries';
import { pageLocale } from '@/i18n/page-locale';

const idOf = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : null);

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/admin/products/[id]'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'adminCatalog' });
  const ta = await getTranslations({ locale, namespace: 'admin' });
  return { title: `${t('product.editTitle')} · ${ta('title')}`, robots: { index: false, follow: false } };
}

export default async function EditProductPage({ params }: PageProps<'/[locale]/admin/products/[id]'>) {
  const { locale } = await authorizeAdminPage(params, 'products');
  const id = idOf((await params).id);
  const product = id === null ? null : await getProductForEdit(id);
  if (!product) notFound();
  const [choices, settings, t, variants] = await Promise.all([
    getProductFormChoices(),
    getStoreSettings(),
    getTranslations('adminCatalog'),
    listVariantRefs(product.id, locale),
  ]);
  const waiting = await countWaitingByVariant(variants.map((v) => v.id));
  const waitingRows = variants.flatMap((v) => {
    const n = waiting.get(v.id);
    return n ? [{ variantId: v.id, sku: v.sku, label: v.label, waiting: n }] : [];
  });
  const { updatedAt, ...values } = product;
  return (
    <AdminSubPage
      title={locale === 'ar' ? product.nameAr : product.nameEn}
      description={t('product.editTitle')}
      back={{ href: '/admin/products', label: t('backToProducts') }}
    >
      <WaitingForRestock rows={waitingRows} locale={locale} />
      {/* Keyed by the saved version: after a save the form starts again from what the database now holds. */}
      <ProductForm
        key={updatedAt}
        product={values}
        categories={choices.categories}
        brands={choices.brands}
        currency={settings.currency}
      />
    </AdminSubPage>
  );
}
