import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';
import { ReviewsAdmin } from '@/domains/reviews/components/admin/reviews-table';
import { ADMIN_REVIEWS_PAGE_SIZE, listReviewsForAdmin, reviewedProducts } from '@/domains/reviews/queries';
import { adminReviewParams } from '@/domains/reviews/schemas';
import { getStoreSettings } from '@/domains/store-settings/queries';
import { intlLocale } from '@/lib/money';
import { parseSearchParams } from '@/lib/search-params';

export const generateMetadata = adminMetadata('reviews');

export default async function ReviewsPage({ params, searchParams }: PageProps<'/[locale]/admin/reviews'>) {
  const { locale } = await authorizeAdminPage(params, 'reviews');
  const query = parseSearchParams(adminReviewParams, await searchParams);
  const [data, products, settings] = await Promise.all([
    listReviewsForAdmin(
      {
        q: query.q,
        rating: query.rating,
        productId: query.product,
        visibility: query.visibility,
        page: query.page,
      },
      locale,
    ),
    reviewedProducts(locale),
    getStoreSettings(),
  ]);
  // Formatted here, once, in the store's time zone, so the browser can never disagree with the server's render.
  const date = new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: settings.timeZone,
  });
  const rows = data.rows.map(({ createdAt, ...row }) => ({
    ...row,
    dateLabel: date.format(createdAt),
    dateIso: createdAt.toISOString(),
  }));
  return (
    <AdminPage routeKey="reviews">
      <ReviewsAdmin
        rows={rows}
        total={data.total}
        page={query.page}
        pageSize={ADMIN_REVIEWS_PAGE_SIZE}
        params={query}
        products={products}
      />
    </AdminPage>
  );
}
