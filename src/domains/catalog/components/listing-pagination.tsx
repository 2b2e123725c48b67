import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { formatNumber } from '@/lib/money';
import classes from './catalog.module.css';

type Props = {
  basePath: string;
  query: Record<string, string>;
  page: number;
  pageCount: number;
  locale: string;
};

/** Previous / numbered / next page links that keep every filter in the query string. */
export async function ListingPagination({ basePath, query, page, pageCount, locale }: Props) {
  if (pageCount <= 1) return null;
  const t = await getTranslations('catalog');
  const { page: _, ...rest } = query;
  const href = (p: number) => ({ pathname: basePath, query: p > 1 ? { ...rest, page: String(p) } : rest });
  // The first, the last and two either side of the current page.
  const pages = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pageCount])]
    .filter((p) => p >= 1 && p <= pageCount)
    .sort((a, b) => a - b);
  return (
    <nav aria-label={t('pagination')} className={classes.pagination}>
      {page > 1 && (
        <Link href={href(page - 1)} rel="prev" className={classes.pageLink}>
          {t('previous')}
        </Link>
      )}
      {pages.map((p, i) => (
        <span key={p} style={{ display: 'contents' }}>
          {i > 0 && p - (pages[i - 1] ?? p) > 1 && <span aria-hidden>…</span>}
          <Link
            href={href(p)}
            className={classes.pageLink}
            aria-current={p === page ? 'page' : undefined}
            aria-label={t('pageOf', {
              page: formatNumber(p, locale),
              pages: formatNumber(pageCount, locale),
            })}
          >
            {formatNumber(p, locale)}
          </Link>
        </span>
      ))}
      {page < pageCount && (
        <Link href={href(page + 1)} rel="next" className={classes.pageLink}>
          {t('next')}
        </Link>
      )}
    </nav>
  );
}
