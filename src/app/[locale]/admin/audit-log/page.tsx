import { getTranslations } from 'next-intl/server';
import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';
import { AuditLog } from '@/domains/audit/components/audit-log';
import { listAuditEntries, listAuditPeople } from '@/domains/audit/queries';
import { auditFilterParams, auditRangeRefusal } from '@/domains/audit/schemas';
import { getStoreSettings } from '@/domains/store-settings/queries';
import { intlLocale } from '@/lib/money';

export const generateMetadata = adminMetadata('auditLog');

/**
 * Who changed what in the back office (issue 41): products, orders, discounts, settings, users, returns, backups.
 * Entries are kept; the page only reads them.
 */
export default async function AuditLogPage({ params, searchParams }: PageProps<'/[locale]/admin/audit-log'>) {
  const { locale } = await authorizeAdminPage(params, 'auditLog');
  const filters = auditFilterParams.parse(await searchParams);
  const { timeZone } = await getStoreSettings();
  const [data, people, t] = await Promise.all([
    listAuditEntries(filters, timeZone),
    listAuditPeople(),
    getTranslations(),
  ]);
  const refusal = auditRangeRefusal(filters);
  // Written here, once, in the store's time zone, so the browser's can never disagree with the server's render.
  const date = new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const rows = data.rows.map(({ at, ...row }) => ({
    ...row,
    atLabel: date.format(at),
    atIso: at.toISOString(),
  }));
  return (
    <AdminPage routeKey="auditLog">
      <AuditLog
        rows={rows}
        total={data.total}
        page={data.page}
        pageSize={data.pageSize}
        filters={filters}
        people={people}
        rangeError={refusal && t(refusal)}
        today={today}
      />
    </AdminPage>
  );
}
