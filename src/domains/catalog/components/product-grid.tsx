import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { imageSrcSet, imageUrl } from '@/lib/images';
import { formatNumber, writeAmounts } from '@/lib/money';
import type { ProductCard } from '../queries';
import classes from './catalog.module.css';
import { Price } from './price';
import { RatingStars } from './rating-stars';

type Props = {
  products: ProductCard[];
  /** Unique on the page (two grids may show the same product): the cards' element ids start with it. */
  idPrefix: string;
  /** The level of the products' names: 2 right under the page's title, 3 under a section's. */
  headingLevel?: 2 | 3;
  currency: string;
  locale: string;
  /** Images above the fold load first (the first row of a listing). */
  eager?: number;
  narrow?: boolean;
  /** Extra controls under each card (the wishlist's remove button). */
  actions?: (product: ProductCard) => ReactNode;
};

// Two columns on a phone, three on a tablet, four on a desktop (three beside the listing filters).
const SIZES = '(min-width: 62em) 25vw, (min-width: 48em) 33vw, 50vw';

/** Product cards in a responsive grid. Server-rendered plain markup: a long grid ships no JavaScript of its own. */
export async function ProductGrid(props: Props) {
  const {
    products,
    idPrefix,
    headingLevel = 3,
    currency,
    locale,
    eager = 4,
    narrow = false,
    actions,
  } = props;
  const t = await getTranslations('catalog');
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={`${classes.grid} ${narrow ? classes.gridNarrow : ''}`}>
      {products.map((product, index) => {
        const id = `${idPrefix}-${product.id}`;
        return (
          <article key={product.id} className={classes.card}>
            {/* Named by the product's name and badges, in the order they show (the photo's alt would repeat the
                name); the badges come after the name in the markup and sit on the photo by CSS. */}
            <Link
              href={`/products/${product.slug}`}
              className={classes.cardLink}
              aria-labelledby={`${id}-name ${id}-badges`}
            >
              <div className={classes.media}>
                {product.image ? (
                  // biome-ignore lint/performance/noImgElement: stored WebP renditions are served as they are (lib/images)
                  <img
                    src={imageUrl(product.image, 640)}
                    srcSet={imageSrcSet(product.image)}
                    sizes={SIZES}
                    width={640}
                    height={640}
                    alt={product.name}
                    loading={index < eager ? 'eager' : 'lazy'}
                    fetchPriority={index < 2 && eager > 0 ? 'high' : undefined}
                    decoding="async"
                  />
                ) : (
                  <div className={classes.placeholder} />
                )}
              </div>
              {/* The space after the name keeps it apart from the badges' text (axe would read "ScarfSale"). */}
              <Heading className={classes.name} id={`${id}-name`}>
                {product.name}
              </Heading>{' '}
              <div className={classes.badges} id={`${id}-badges`}>
                {!product.inStock && <span className={classes.badge}>{t('outOfStock')}</span>}
                {product.compareAtPrice !== null &&
                  product.compareAtPrice > product.price &&
                  product.inStock && (
                    <span className={`${classes.badge} ${classes.badgeSale}`}>{t('onSale')}</span>
                  )}
              </div>
            </Link>
            <Price
              price={product.price}
              compareAtPrice={product.compareAtPrice}
              currency={currency}
              written={writeAmounts([product.price, product.compareAtPrice], currency, locale, 'compact')}
            />
            {product.ratingCount > 0 && (
              <span className={classes.ratingRow}>
                <RatingStars
                  value={product.ratingAverage}
                  label={t('rating', {
                    rating: formatNumber(Math.round(product.ratingAverage * 10) / 10, locale),
                  })}
                />
                <bdi>({formatNumber(product.ratingCount, locale)})</bdi>
              </span>
            )}
            {actions?.(product)}
          </article>
        );
      })}
    </div>
  );
}
