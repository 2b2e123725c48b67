import { AdminPage } from '@/domains/admin/components/admin-page';
import { authorizeAdminPage } from '@/domains/admin/guard';
import type { AdminRouteKey } from '@/domains/admin/routes';
import { PageEditor } from '@/domains/content/components/admin/page-editor';
import { savedAt } from '@/domains/content/components/admin/saved-at';
import { readPage } from '@/domains/content/queries';
import type { PageKey } from '@/domains/content/schemas';
import { getStoreSettings } from '@/domains/store-settings/queries';

type Props = { params: Promise<{ locale: string }>; routeKey: AdminRouteKey; pageKey: PageKey };

/** An admin page editing one of the owner's pages, started from what is stored now (fresh, not the store's cache). */
export async function ContentEditorPage({ params, routeKey, pageKey }: Props) {
  const { locale } = await authorizeAdminPage(params, routeKey);
  const [page, { timeZone }] = await Promise.all([readPage(pageKey), getStoreSettings()]);
  return (
    <AdminPage routeKey={routeKey}>
      {/* A saved page starts the form again from what the database now holds. */}
      <PageEditor key={page.updatedAt ?? 'new'} page={page} updated={savedAt(page, locale, timeZone)} />
    </AdminPage>
  );
}
