import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';
import { orderNumberText } from '@/domains/orders/components/order-text';
import { ReturnsTable } from '@/domains/orders/returns/components/admin/returns-table';
import { listReturns } from '@/domains/orders/returns/queries';
import { getOrderDisplay } from '@/domains/store-settings/queries';
import { formatMoney, formatNumber, intlLocale } from '@/lib/money';

export const generateMetadata = adminMetadata('returns');

/** The owner's returns: those under way first (the default), or all of them; each opens its order. */
export default async function ReturnsPage({ params, searchParams }: PageProps<'/[locale]/admin/returns'>) {
  const { locale } = await authorizeAdminPage(params, 'returns');
  const all = (await searchParams).show === 'all';
  const [rows, display] = await Promise.all([listReturns({ open: !all }), getOrderDisplay()]);
  const date = new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeZone: display.timeZone,
  });
  return (
    <AdminPage routeKey="returns">
      <ReturnsTable
        all={all}
        rows={rows.map((r) => ({
          id: r.id,
          orderNumber: r.orderNumber,
          orderLabel: orderNumberText(r.orderNumber, locale, display.prefix),
          fullName: r.fullName,
          status: r.status,
          reason: r.reason,
          units: formatNumber(r.units, locale),
          value: formatMoney(r.value, r.currency, locale),
          dateLabel: date.format(r.createdAt),
          dateIso: r.createdAt.toISOString(),
        }))}
      />
    </AdminPage>
  );
}
