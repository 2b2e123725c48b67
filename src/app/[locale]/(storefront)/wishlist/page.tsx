import { IconHeart } from '@tabler/icons-react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import frame from '@/components/page.module.css';
import { requireUser } from '@/domains/accounts/session';
import { ProductGrid } from '@/domains/catalog/components/product-grid';
import { getProductCards } from '@/domains/catalog/queries';
import { EmptyBlock } from '@/domains/orders/components/empty-block';
import { getStoreSettings } from '@/domains/store-settings/queries';
import { WishlistButton } from '@/domains/wishlist/components/wishlist-button';
import { wishlistProductIds } from '@/domains/wishlist/service';
import { pageLocale } from '@/i18n/page-locale';
import { formatNumber } from '@/lib/money';

// One shopper's list: rendered per request, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/wishlist'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'wishlist' });
  return { title: t('title'), robots: { index: false } };
}

/** The signed-in shopper's saved products; guests are sent to log in and come back here. */
export default async function WishlistPage({ params }: PageProps<'/[locale]/wishlist'>) {
  const locale = await pageLocale(params);
  const user = await requireUser(locale, '/wishlist');
  const t = await getTranslations('wishlist');
  const [settings, ids] = await Promise.all([getStoreSettings(), wishlistProductIds(user.id)]);
  const products = await getProductCards(locale, ids);
  return (
    <div className={frame.page}>
      <div className={frame.head}>
        <h1 className={frame.title}>{t('title')}</h1>
        {products.length > 0 && (
          <p className={frame.lead}>
            {t('count', { count: products.length, n: formatNumber(products.length, locale) })}
          </p>
        )}
      </div>
      {products.length === 0 ? (
        <EmptyBlock
          icon={<IconHeart size={36} aria-hidden />}
          title={t('empty')}
          text={t('emptyText')}
          browse={t('browse')}
        />
      ) : (
        <ProductGrid
          idPrefix="wishlist"
          headingLevel={2}
          products={products}
          currency={settings.currency}
          locale={locale}
          actions={(product) => <WishlistButton productId={product.id} variant="remove" />}
        />
      )}
    </div>
  );
}
