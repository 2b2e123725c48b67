import { getTranslations } from 'next-intl/server';
import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';
import { ContactRequestsTable } from '@/domains/contact/components/admin/contact-requests-table';
import { listContactRequests } from '@/domains/contact/queries';
import { parseAdminContactParams } from '@/domains/contact/schemas';
import { getStoreSettings } from '@/domains/store-settings/queries';
import { routing } from '@/i18n/routing';
import { intlLocale } from '@/lib/money';

export const generateMetadata = adminMetadata('contactus');

export default async function ContactusPage({
  params,
  searchParams,
}: PageProps<'/[locale]/admin/contactus'>) {
  const { locale } = await authorizeAdminPage(params, 'contactus');
  const query = parseAdminContactParams(await searchParams);
  const [data, settings] = await Promise.all([listContactRequests(query), getStoreSettings()]);
  // Formatted here, once, in the store's time zone (as orders and reviews are), whatever the server's or browser's.
  const date = new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: settings.timeZone,
  });
  // The reply's subject is in the language the shopper wrote in.
  const subjects = Object.fromEntries(
    await Promise.all(
      routing.locales.map(async (l) => {
        const t = await getTranslations({ locale: l, namespace: 'adminContact.actions' });
        return [l, t('replySubject', { store: settings.storeName[l] })] as const;
      }),
    ),
  );
  const rows = data.rows.map(({ createdAt, handledAt, ...row }) => ({
    ...row,
    dateLabel: date.format(createdAt),
    dateIso: createdAt.toISOString(),
    handledLabel: handledAt ? date.format(handledAt) : null,
    handledIso: handledAt?.toISOString() ?? null,
    replyHref: `mailto:${encodeURIComponent(row.email).replace('%40', '@')}?subject=${encodeURIComponent(subjects[row.locale] ?? '')}`,
  }));
  return (
    <AdminPage routeKey="contactus">
      <ContactRequestsTable {...data} rows={rows} params={query} />
    </AdminPage>
  );
}
