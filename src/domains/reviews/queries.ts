import 'server-only';
import { and, count, desc, eq, gte, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type Database, getDb, type Tx } from '@/db/client';
import { reviews } from '@/db/schema/reviews';
import { findProductIdsByName, readProductNames } from '@/domains/catalog/queries';
import type { Locale } from '@/i18n/routing';
import { cached } from '@/lib/cache';
import { TAGS } from '@/lib/cache-tags';
import { escapeLike } from '@/lib/text';
import { REVIEWS_PAGE_SIZE } from './schemas';

/** A review as the product page shows it (the reviewer's e-mail is never shown). */
export type ReviewItem = {
  id: number;
  name: string;
  rating: number;
  title: string;
  comment: string;
  /** Written from a delivered order of this product. */
  verified: boolean;
  createdAt: string;
};

const itemColumns = {
  id: reviews.id,
  name: reviews.name,
  rating: reviews.rating,
  title: reviews.title,
  comment: reviews.comment,
  orderId: reviews.orderId,
  createdAt: reviews.createdAt,
};
const visibleOf = (productId: number) => and(eq(reviews.productId, productId), eq(reviews.hidden, false));

async function readReviewPage(productId: number, page: number) {
  const rows = await getDb()
    .select(itemColumns)
    .from(reviews)
    .where(visibleOf(productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(REVIEWS_PAGE_SIZE + 1)
    .offset((page - 1) * REVIEWS_PAGE_SIZE);
  return {
    reviews: rows.slice(0, REVIEWS_PAGE_SIZE).map(
      ({ orderId, createdAt, ...r }): ReviewItem => ({
        ...r,
        verified: orderId !== null,
        createdAt: createdAt.toISOString(),
      }),
    ),
    hasMore: rows.length > REVIEWS_PAGE_SIZE,
  };
}

/** One page of a product's visible reviews, newest first; cached until one of its reviews changes. */
export const getReviewPage = (productId: number, page: number) =>
  cached(['reviews:page', productId, page], [TAGS.reviews(productId)], () => readReviewPage(productId, page));

/** How many visible reviews gave each number of stars, 5 down to 1. */
export const getRatingDistribution = (productId: number) =>
  cached(['reviews:distribution', productId], [TAGS.reviews(productId)], async () => {
    const rows = await getDb()
      .select({ rating: reviews.rating, n: count() })
      .from(reviews)
      .where(visibleOf(productId))
      .groupBy(reviews.rating);
    return [5, 4, 3, 2, 1].map((stars) => ({
      stars,
      count: rows.find((r) => r.rating === stars)?.n ?? 0,
    }));
  });

/** The average and count of a product's visible reviews, as the product row keeps them. */
export async function readRating(db: Database | Tx, productId: number) {
  const [row] = await db
    .select({ average: sql<number>`coalesce(avg(${reviews.rating}), 0)::real`, n: count() })
    .from(reviews)
    .where(visibleOf(productId));
  return { average: row?.average ?? 0, count: row?.n ?? 0 };
}

/** Which of these products the order's buyer already reviewed from this order (the order page's buttons). */
export async function reviewedInOrder(orderId: number, productIds: number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await getDb()
    .select({ productId: reviews.productId })
    .from(reviews)
    .where(and(eq(reviews.orderId, orderId), inArray(reviews.productId, productIds)));
  return new Set(rows.map((r) => r.productId));
}

// ── The owner's list ─────────────────────────────────────────────────────────────────────────────────────────

export const ADMIN_REVIEWS_PAGE_SIZE = 20;

export type AdminReviewFilter = {
  q?: string;
  rating?: number;
  productId?: number;
  visibility?: 'hidden' | 'shown';
  page: number;
};

export type AdminReviewRow = {
  id: number;
  productId: number;
  product: string;
  productSlug: string;
  name: string;
  email: string;
  rating: number;
  title: string;
  comment: string;
  verified: boolean;
  hidden: boolean;
  hiddenReason: string | null;
  createdAt: Date;
};

/** Every review, newest first, searched (text, reviewer, product) and filtered; never cached. */
export async function listReviewsForAdmin(filter: AdminReviewFilter, locale: Locale) {
  const conditions: SQL[] = [];
  const q = filter.q?.trim();
  if (q) {
    const like = `%${escapeLike(q)}%`;
    // The products named like it too (the catalogue's names, in either language).
    const named = await findProductIdsByName(q);
    const match = or(
      ilike(reviews.title, like),
      ilike(reviews.comment, like),
      ilike(reviews.name, like),
      ilike(reviews.email, like),
      named.length ? inArray(reviews.productId, named) : undefined,
    );
    if (match) conditions.push(match);
  }
  if (filter.rating) conditions.push(eq(reviews.rating, filter.rating));
  if (filter.productId) conditions.push(eq(reviews.productId, filter.productId));
  if (filter.visibility) conditions.push(eq(reviews.hidden, filter.visibility === 'hidden'));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    getDb()
      .select({
        id: reviews.id,
        productId: reviews.productId,
        name: reviews.name,
        email: reviews.email,
        rating: reviews.rating,
        title: reviews.title,
        comment: reviews.comment,
        orderId: reviews.orderId,
        hidden: reviews.hidden,
        hiddenReason: reviews.hiddenReason,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(ADMIN_REVIEWS_PAGE_SIZE)
      .offset((filter.page - 1) * ADMIN_REVIEWS_PAGE_SIZE),
    getDb().select({ n: count() }).from(reviews).where(where),
  ]);
  const products = await readProductNames(
    rows.map((r) => r.productId),
    locale,
  );
  return {
    rows: rows.map(
      ({ orderId, ...r }): AdminReviewRow => ({
        ...r,
        product: products.get(r.productId)?.name ?? '',
        productSlug: products.get(r.productId)?.slug ?? '',
        verified: orderId !== null,
      }),
    ),
    total: total?.n ?? 0,
  };
}

/** The days the dashboard counts new reviews over. */
export const RECENT_REVIEW_DAYS = 7;

/**
 * The reviews written in the last `RECENT_REVIEW_DAYS` days, and how many of them gave one or two stars: the support
 * staff's dashboard, so a bad review is read (and answered, or hidden) while it is fresh. Never cached.
 */
export async function countRecentReviews(now = new Date()) {
  const since = new Date(now.getTime() - RECENT_REVIEW_DAYS * 86_400_000);
  const [row] = await getDb()
    .select({ all: count(), low: count(sql`case when ${reviews.rating} <= 2 then 1 end`) })
    .from(reviews)
    .where(gte(reviews.createdAt, since));
  return { all: row?.all ?? 0, low: row?.low ?? 0 };
}

/** The products that have reviews, named in the page's language (the owner's product filter). */
export async function reviewedProducts(locale: Locale) {
  const ids = await getDb().selectDistinct({ id: reviews.productId }).from(reviews);
  const names = await readProductNames(
    ids.map((r) => r.id),
    locale,
  );
  return [...names]
    .map(([id, { name }]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}
