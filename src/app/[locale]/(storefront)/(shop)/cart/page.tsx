import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import page from '@/components/page.module.css';
import { CartView } from '@/domains/orders/components/cart-view';
import { getActiveDeliveryAreas, getStoreSettings } from '@/domains/store-settings/queries';
import { pageLocale } from '@/i18n/page-locale';

// The same page for every visitor (the cart itself is read in the browser and priced by a server action), so it
// is cached like the catalogue and re-rendered when the admin changes the delivery areas.

export async function generateMetadata({ params }: PageProps<'/[locale]/cart'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'cartPage' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** The shopping cart (spec screen "shopping cart"). */
export default async function CartPage({ params }: PageProps<'/[locale]/cart'>) {
  await pageLocale(params);
  const t = await getTranslations('cartPage');
  const [areas, settings] = await Promise.all([getActiveDeliveryAreas(), getStoreSettings()]);
  return (
    <div className={page.pageLg}>
      <h1 className={page.title} style={{ marginBottom: 'var(--mantine-spacing-lg)' }}>
        {t('title')}
      </h1>
      <CartView areas={areas} currency={settings.currency} />
    </div>
  );
}
