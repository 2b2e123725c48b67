import { IconPackage } from '@tabler/icons-react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import frame from '@/components/page.module.css';
import { requireUser } from '@/domains/accounts/session';
import { ListingPagination } from '@/domains/catalog/components/listing-pagination';
import { EmptyBlock } from '@/domains/orders/components/empty-block';
import { Money } from '@/domains/orders/components/money';
import { OrderStatusBadge } from '@/domains/orders/components/order-badges';
import { orderDateText, orderNumberText } from '@/domains/orders/components/order-text';
import classes from '@/domains/orders/components/orders.module.css';
import { listShopperOrders, MY_ORDERS_PAGE_SIZE } from '@/domains/orders/queries';
import { getOrderDisplay } from '@/domains/store-settings/queries';
import { Link, redirect } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/page-locale';

// One shopper's orders: rendered per request, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/orders'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'myOrders' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** Page numbers as typed in the address bar: anything but a positive whole number is the first page. */
const pageOf = (value: unknown) => {
  const n = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : 1;
  return Math.max(1, n);
};

/** The signed-in shopper's orders (spec: my orders), newest first; guests log in and come back here. */
export default async function MyOrdersPage({ params, searchParams }: PageProps<'/[locale]/orders'>) {
  const locale = await pageLocale(params);
  const user = await requireUser(locale, '/orders');
  const page = pageOf((await searchParams).page);
  const [t, { rows, total }, display] = await Promise.all([
    getTranslations('myOrders'),
    listShopperOrders(user.id, page),
    getOrderDisplay(),
  ]);
  // Past the last page (an old link, orders cancelled meanwhile): the first page.
  if (page > 1 && rows.length === 0) redirect({ href: '/orders', locale });
  const pageCount = Math.ceil(total / MY_ORDERS_PAGE_SIZE);
  return (
    <div className={frame.pageMd}>
      <div className={frame.head}>
        <h1 className={frame.title}>{t('title')}</h1>
        {total > 0 && <p className={frame.lead}>{t('count', { count: total })}</p>}
      </div>
      {total === 0 ? (
        <EmptyBlock
          icon={<IconPackage size={36} aria-hidden />}
          title={t('empty')}
          text={t('emptyText')}
          browse={t('browse')}
        />
      ) : (
        <div className={classes.stack}>
          <ul className={`${classes.lines} ${classes.stack}`}>
            {rows.map((order) => {
              const number = orderNumberText(order.number, locale, display.prefix);
              return (
                <li
                  className={`${classes.card} ${classes.orderRow}`}
                  key={order.number}
                  data-testid="my-order"
                >
                  <div className={classes.orderFacts}>
                    <Link
                      href={`/orders/${order.number}`}
                      className={`${classes.orderLink} mantine-focus-auto`}
                    >
                      {t('order', { number })}
                    </Link>
                    <p className={classes.dimmed}>
                      {t('placedOn', {
                        date: orderDateText(order.createdAt, locale, display.timeZone, false),
                      })}
                    </p>
                    <p className={classes.dimmed}>{t('items', { count: order.itemCount })}</p>
                  </div>
                  <div className={classes.orderEnd}>
                    <OrderStatusBadge status={order.status} />
                    <p className={`${classes.text} ${classes.strong}`}>
                      <Money amount={order.total} currency={order.currency} locale={locale} />
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
          <ListingPagination
            basePath="/orders"
            query={{}}
            page={page}
            pageCount={pageCount}
            locale={locale}
          />
        </div>
      )}
    </div>
  );
}
