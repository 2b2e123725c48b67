import { Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AnchorLink, ButtonLink } from '@/components/links';
import { CategoryTiles } from '@/domains/catalog/components/category-tiles';
import { ProductGrid } from '@/domains/catalog/components/product-grid';
import { getCategories, getNewArrivals, getTopBrands, getTrending } from '@/domains/catalog/home-queries';
import { localeAlternates } from '@/domains/catalog/seo';
import { getStoreSettings } from '@/domains/store-settings/queries';
import { pageLocale } from '@/i18n/page-locale';
import { formatNumber } from '@/lib/money';

function Section({
  title,
  href,
  more,
  children,
}: {
  title: string;
  href?: string;
  more?: string;
  children: ReactNode;
}) {
  return (
    <Container size="xl" py="xl" component="section">
      <Group justify="space-between" align="baseline" mb="md">
        <Title order={2}>{title}</Title>
        {href && more && (
          <AnchorLink href={href} size="sm" fw={600}>
            {more}
          </AnchorLink>
        )}
      </Group>
      {children}
    </Container>
  );
}

// Title, description and Open Graph are the store's defaults (the locale layout's); the page adds its URLs.
export async function generateMetadata({ params }: PageProps<'/[locale]'>): Promise<Metadata> {
  return { alternates: localeAlternates(await pageLocale(params), { en: '/', ar: '/' }) };
}

export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations('home');
  const [settings, arrivals, trending, brands, categories] = await Promise.all([
    getStoreSettings(),
    getNewArrivals(locale, 8),
    getTrending(locale, 8),
    getTopBrands(locale, 6),
    getCategories(locale),
  ]);
  const grid = (idPrefix: string, products: typeof arrivals, eager = 0) => (
    <ProductGrid
      idPrefix={idPrefix}
      products={products}
      currency={settings.currency}
      locale={locale}
      eager={eager}
    />
  );

  return (
    <>
      <Box
        py={{ base: 48, md: 96 }}
        style={{
          background: `linear-gradient(135deg, ${settings.primaryColor}, ${settings.secondaryColor})`,
          color: 'white',
          // The brand-coloured focus ring would vanish on the brand-coloured banner.
          '--wishah-focus-ring': 'var(--mantine-color-white)',
        }}
      >
        <Container size="xl">
          <Stack gap="md" maw={620}>
            <Title order={1} fz={{ base: 32, md: 48 }}>
              {t('heroTitle')}
            </Title>
            <Text size="lg" opacity={0.9}>
              {t('heroSubtitle')}
            </Text>
            <Group>
              <ButtonLink
                href="/products"
                size="md"
                variant="white"
                rightSection={<IconArrowRight size={18} className="mirror-rtl" />}
              >
                {t('heroCta')}
              </ButtonLink>
            </Group>
          </Stack>
        </Container>
      </Box>

      {arrivals.length === 0 ? (
        <Section title={t('newArrivals')}>
          <Text c="dimmed">{t('empty')}</Text>
        </Section>
      ) : (
        <>
          <Section title={t('newArrivals')} href="/products" more={t('viewAll')}>
            {grid('new', arrivals, 4)}
          </Section>
          {brands.length > 0 && (
            <Section title={t('topBrands')}>
              <CategoryTiles
                tiles={brands.map((b) => ({
                  id: b.id,
                  href: `/products?brand=${encodeURIComponent(b.slug)}`,
                  name: b.name,
                  image: b.image,
                  note: t('brandProducts', {
                    count: b.productCount,
                    n: formatNumber(b.productCount, locale),
                  }),
                }))}
              />
            </Section>
          )}
          <Section title={t('trending')} href="/most-selling" more={t('viewAll')}>
            {grid('trending', trending)}
          </Section>
        </>
      )}

      {categories.length > 0 && (
        <Section title={t('categories')} href="/categories" more={t('viewAll')}>
          <CategoryTiles
            tiles={categories.map((c) => ({
              id: c.id,
              href: `/categories/${c.slug}`,
              name: c.name,
              image: c.image,
              note: t('productCount', { count: c.productCount, n: formatNumber(c.productCount, locale) }),
            }))}
          />
        </Section>
      )}
    </>
  );
}
