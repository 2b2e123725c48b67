import { Container, Stack, Text, Title } from '@mantine/core';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/links';
import { requireUser } from '@/domains/accounts/session';
import { ProductGrid } from '@/domains/catalog/components/product-grid';
import { getProductCards } from '@/domains/catalog/queries';
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
    <Container size="xl" py="lg">
      <Stack gap={4} mb="lg">
        <Title order={1} fz={{ base: 26, md: 34 }}>
          {t('title')}
        </Title>
        {products.length > 0 && (
          <Text c="dimmed">
            {t('count', { count: products.length, n: formatNumber(products.length, locale) })}
          </Text>
        )}
      </Stack>
      {products.length === 0 ? (
        <Stack align="flex-start">
          <Text fw={600}>{t('empty')}</Text>
          <Text c="dimmed">{t('emptyText')}</Text>
          <ButtonLink href="/products">{t('browse')}</ButtonLink>
        </Stack>
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
    </Container>
  );
}
