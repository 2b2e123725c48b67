import { IconArrowRight } from '@tabler/icons-react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { CSSProperties, ReactNode } from 'react';
import controls from '@/components/controls.module.css';
import frame from '@/components/page.module.css';
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
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/page-locale';
import { imageUrl } from '@/lib/images';
import { formatNumber } from '@/lib/money';
import { readableOn } from '@/lib/theme';
import classes from './home.module.css';

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
    <section className={`${frame.container} ${classes.section}`}>
      <div className={classes.sectionHead}>
        <h2 className={frame.sectionTitle}>{title}</h2>
        {href && more && (
          <Link href={href} className={`${controls.anchor} mantine-focus-auto`}>
            {more}
          </Link>
        )}
      </div>
      {children}
    </section>
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
          <p className={classes.empty}>{t('empty')}</p>
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
            layout="strip"
            tiles={brands.map((b) => ({
              id: b.id,
              href: `/brands/${encodeURIComponent(b.slug)}`,
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
      <div
        className={classes.hero}
        style={{
          background: home.heroImage
            ? `linear-gradient(135deg, ${settings.primaryColor}d9, ${settings.secondaryColor}b3), url(${imageUrl(home.heroImage, 1280)}) center / cover`
            : `linear-gradient(135deg, ${settings.primaryColor}, ${settings.secondaryColor})`,
          color: readableOn(settings.primaryColor),
          // The brand-coloured focus ring would vanish on the brand-coloured banner.
          ...({ '--wishah-focus-ring': 'currentColor' } as CSSProperties),
        }}
        data-testid="hero"
      >
        <div className={`${frame.container} ${classes.heroText}`}>
          <h1 className={classes.heroTitle}>{own(home.heroTitle) || t('heroTitle')}</h1>
          <p className={classes.heroSubtitle}>{own(home.heroSubtitle) || t('heroSubtitle')}</p>
          <Link
            href={cta?.href ?? '/products'}
            className={`${controls.button} mantine-focus-auto`}
            data-size="md"
            data-variant="white"
          >
            {cta?.label ?? t('heroCta')}
            <IconArrowRight size={18} className="mirror-rtl" aria-hidden />
          </Link>
        </div>
      </div>
      {home.sections.filter((s) => s.visible).map((s) => sections[s.key]())}
    </>
  );
}
