import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import frame from '@/components/page.module.css';
import { ProductPurchase } from '@/domains/cart/components/product-purchase';
import { Breadcrumbs } from '@/domains/catalog/components/breadcrumbs';
import { initialVariant } from '@/domains/catalog/components/gallery-order';
import { JsonLd } from '@/domains/catalog/components/json-ld';
import { ProductGallery } from '@/domains/catalog/components/product-gallery';
import { ProductGrid } from '@/domains/catalog/components/product-grid';
import classes from '@/domains/catalog/components/product-page.module.css';
import { getProductBySlug, getRelatedProducts } from '@/domains/catalog/product-queries';
import { purchaseAmounts } from '@/domains/catalog/purchase-amounts';
import { slugFromSegment } from '@/domains/catalog/schemas';
import { productJsonLd, productMetadata } from '@/domains/catalog/seo';
import { ProductReviews } from '@/domains/reviews/components/product-reviews';
import { getRatingDistribution, getReviewPage } from '@/domains/reviews/queries';
import { getStoreSettings } from '@/domains/store-settings/queries';
import { Link, redirect } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/page-locale';
import type { Locale } from '@/i18n/routing';
import { writeAmounts } from '@/lib/money';

// Rendered on the first visit, then served from cache until the catalogue changes (tag) or an hour passes.
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

/** The product a route segment names; null for none, and for a segment that cannot be a slug (no query then). */
async function load(locale: Locale, segment: string) {
  const slug = slugFromSegment(segment);
  return slug ? getProductBySlug(locale, slug) : null;
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/products/[slug]'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const product = await load(locale, (await params).slug);
  if (!product) {
    const t = await getTranslations({ locale, namespace: 'product' });
    return { title: t('notFound') };
  }
  return productMetadata(locale, product);
}

export default async function ProductPage({ params }: PageProps<'/[locale]/products/[slug]'>) {
  const locale = await pageLocale(params);
  const slug = slugFromSegment((await params).slug);
  if (!slug) notFound();
  const product = await getProductBySlug(locale, slug);
  if (!product) notFound();
  // Reached with the other language's slug (the language switch keeps the path): go to this language's URL.
  if (product.slug !== slug) redirect({ href: `/products/${encodeURIComponent(product.slug)}`, locale });

  const t = await getTranslations('product');
  const tc = await getTranslations('common');
  const [settings, reviews, distribution, related] = await Promise.all([
    getStoreSettings(),
    getReviewPage(product.id, 1),
    getRatingDistribution(product.id),
    getRelatedProducts(locale, product.placement, 4),
  ]);
  const crumbs = [
    { name: tc('home'), path: '/' },
    { name: product.category.name, path: `/categories/${product.category.slug}` },
    ...(product.subCategory
      ? [
          {
            name: product.subCategory.name,
            path: `/categories/${product.category.slug}/${product.subCategory.slug}`,
          },
        ]
      : []),
    { name: product.name, path: `/products/${product.slug}` },
  ];

  return (
    <div className={frame.page}>
      <JsonLd data={await productJsonLd(locale, product, settings.currency, crumbs, reviews.reviews)} />
      <Breadcrumbs label={t('breadcrumb')} items={crumbs.map((c) => ({ name: c.name, href: c.path }))} />
      <div className={classes.layout} style={{ marginTop: 'var(--mantine-spacing-md)' }}>
        <div className={classes.gallery}>
          <ProductGallery
            productId={product.id}
            images={product.images}
            name={product.name}
            initialColorId={initialVariant(product.variants)?.colorId ?? null}
          />
        </div>
        <div className={classes.info}>
          <div>
            {product.brand && (
              <Link
                href={{ pathname: '/products', query: { brand: product.brand.slug } }}
                className={`${classes.brand} mantine-focus-auto`}
              >
                {product.brand.name}
              </Link>
            )}
            <h1 className={classes.title}>{product.name}</h1>
          </div>
          <ProductPurchase
            currency={settings.currency}
            lowStockThreshold={settings.lowStockThreshold}
            written={writeAmounts(purchaseAmounts(product), settings.currency, locale)}
            product={{
              id: product.id,
              slug: product.slug,
              name: product.name,
              images: product.images,
              price: product.price,
              compareAtPrice: product.compareAtPrice,
              colors: product.colors,
              sizes: product.sizes,
              variants: product.variants,
            }}
          />
          {product.description && (
            <section aria-labelledby="description-title">
              <h2 id="description-title" className={classes.sectionTitle}>
                {t('description')}
              </h2>
              <div
                className={classes.description}
                // The description is sanitised HTML: sanitizeRichText() runs on every save (catalog service), so
                // only the allowed tags and attributes ever reach this page.
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on save, see above.
                dangerouslySetInnerHTML={{ __html: product.description }}
              />
            </section>
          )}
        </div>
      </div>
      <hr className={classes.divider} />
      <ProductReviews
        locale={locale}
        productId={product.id}
        average={product.ratingAverage}
        count={product.ratingCount}
        distribution={distribution}
        first={reviews}
        timeZone={settings.timeZone}
      />
      {related.length > 0 && (
        <>
          <hr className={classes.divider} />
          <section aria-labelledby="related-title">
            <h2 id="related-title" className={classes.relatedTitle}>
              {t('related')}
            </h2>
            <ProductGrid
              idPrefix="related"
              products={related}
              currency={settings.currency}
              locale={locale}
              eager={0}
            />
          </section>
        </>
      )}
    </div>
  );
}
