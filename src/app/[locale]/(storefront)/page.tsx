import { Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AnchorLink, ButtonLink } from '@/components/links';
import { CategoryTiles } from '@/domains/catalog/components/category-tiles';
import { ProductGrid } from '@/domains/catalog/components/product-grid';
import {
  getCategories,
  getFeaturedCategory,
  getNewArrivals,
  getTopBrands,
  getTrending,
} from '@/domains/catalog/home-queries';
import { localeAlternates } from '@/domains/catalog/seo';
import { getHomepageSettings, getStoreSettings } from '@/domains/store-settings/queries';
import type { HomeSectionKey } from '@/domains/store-settings/storefront-schemas';
import { pageLocale } from '@/i18n/page-locale';
import { imageUrl } from '@/lib/images';
import { formatNumber } from '@/lib/money';
import { readableOn } from '@/lib/theme';

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
  const [settings, home] = await Promise.all([getStoreSettings(), getHomepageSettings()]);
  const shown = new Set(home.sections.filter((s) => s.visible).map((s) => s.key));
  const featuredId = shown.has('featuredCategory') ? home.featuredCategoryId : null;
  const [arrivals, trending, brands, categories, featured] = await Promise.all([
    getNewArrivals(locale, 8),
    shown.has('trending') ? getTrending(locale, 8) : [],
    shown.has('topBrands') ? getTopBrands(locale, 6) : [],
    shown.has('categories') ? getCategories(locale) : [],
    featuredId ? getFeaturedCategory(locale, featuredId, 8) : null,
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
  const own = (text: { en: string; ar: string }) => text[locale];
  const cta = own(home.ctaLabel) && home.ctaHref ? { label: own(home.ctaLabel), href: home.ctaHref } : null;
  // The first section gets the eagerly loaded images: it is the one in view.
  const firstKey = home.sections.find((s) => s.visible)?.key;

  const sections: Record<HomeSectionKey, () => ReactNode> = {
    newArrivals: () =>
      arrivals.length === 0 ? (
        <Section title={t('newArrivals')} key="newArrivals">
          <Text c="dimmed">{t('empty')}</Text>
        </Section>
      ) : (
        <Section title={t('newArrivals')} href="/products" more={t('viewAll')} key="newArrivals">
          {grid('new', arrivals, firstKey === 'newArrivals' ? 4 : 0)}
        </Section>
      ),
    topBrands: () =>
      brands.length > 0 && (
        <Section title={t('topBrands')} key="topBrands">
          <CategoryTiles
            tiles={brands.map((b) => ({
              id: b.id,
              href: `/products?brand=${encodeURIComponent(b.slug)}`,
              name: b.name,
              image: b.image,
              note: t('brandProducts', { count: b.productCount, n: formatNumber(b.productCount, locale) }),
            }))}
          />
        </Section>
      ),
    trending: () =>
      trending.length > 0 && (
        <Section title={t('trending')} href="/most-selling" more={t('viewAll')} key="trending">
          {grid('trending', trending, firstKey === 'trending' ? 4 : 0)}
        </Section>
      ),
    categories: () =>
      categories.length > 0 && (
        <Section title={t('categories')} href="/categories" more={t('viewAll')} key="categories">
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
      ),
    featuredCategory: () =>
      featured &&
      featured.products.length > 0 && (
        <Section
          title={featured.name}
          href={`/categories/${featured.slug}`}
          more={t('viewAll')}
          key="featured"
        >
          {grid('featured', featured.products, firstKey === 'featuredCategory' ? 4 : 0)}
        </Section>
      ),
  };

  return (
    <>
      <Box
        py={{ base: 48, md: 96 }}
        style={{
          background: home.heroImage
            ? `linear-gradient(135deg, ${settings.primaryColor}d9, ${settings.secondaryColor}b3), url(${imageUrl(home.heroImage, 1280)}) center / cover`
            : `linear-gradient(135deg, ${settings.primaryColor}, ${settings.secondaryColor})`,
          color: readableOn(settings.primaryColor),
          // The brand-coloured focus ring would vanish on the brand-coloured banner.
          '--wishah-focus-ring': 'currentColor',
        }}
        data-testid="hero"
      >
        <Container size="xl">
          <Stack gap="md" maw={620}>
            <Title order={1} fz={{ base: 32, md: 48 }}>
              {own(home.heroTitle) || t('heroTitle')}
            </Title>
            <Text size="lg" opacity={0.9}>
              {own(home.heroSubtitle) || t('heroSubtitle')}
            </Text>
            <Group>
              <ButtonLink
                href={cta?.href ?? '/products'}
                size="md"
                variant="white"
                rightSection={<IconArrowRight size={18} className="mirror-rtl" />}
              >
                {cta?.label ?? t('heroCta')}
              </ButtonLink>
            </Group>
          </Stack>
        </Container>
      </Box>
      {home.sections.filter((s) => s.visible).map((s) => sections[s.key]())}
    </>
  );
}
