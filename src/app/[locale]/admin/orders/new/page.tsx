import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { authorizeAdminPage } from '@/domains/admin/guard';
import { AdminSubPage } from '@/domains/catalog/components/admin/admin-sub-page';
import { PhoneOrderForm } from '@/domains/orders/owner/components/phone-order-form';
import { listVariantChoices } from '@/domains/orders/owner/queries';
import { listDeliveryAreas, readSellingSettings } from '@/domains/store-settings/queries';
import { pageLocale } from '@/i18n/page-locale';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/admin/orders/new'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'admin' });
  const tp = await getTranslations({ locale, namespace: 'orderOwner.phone' });
  return { title: `${tp('title')} · ${t('title')}`, robots: { index: false, follow: false } };
}

/** The owner takes an order for a customer on the phone (cash on delivery). */
export default async function NewPhoneOrderPage({ params }: PageProps<'/[locale]/admin/orders/new'>) {
  const { locale } = await authorizeAdminPage(params, 'orders', '/admin/orders/new');
  const t = await getTranslations('orderOwner.phone');
  const [variants, areas, selling] = await Promise.all([
    listVariantChoices(locale),
    listDeliveryAreas(),
    readSellingSettings(),
  ]);
  return (
    <AdminSubPage
      title={t('title')}
      description={t('intro')}
      back={{ href: '/admin/orders', label: t('back') }}
    >
      <PhoneOrderForm
        variants={variants}
        areas={areas
          .filter((a) => a.active)
          .map((a) => ({ id: a.id, name: locale === 'ar' ? a.nameAr : a.nameEn }))}
        currency={selling.currency}
        locale={locale}
      />
    </AdminSubPage>
  );
}
