import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';
import { SearchWordsAdmin } from '@/domains/catalog/synonyms/components/search-words-admin';
import { listSynonymGroups, searchSummary } from '@/domains/catalog/synonyms/queries';

export const generateMetadata = adminMetadata('searchWords');

export default async function SearchWordsPage({ params }: PageProps<'/[locale]/admin/search-words'>) {
  await authorizeAdminPage(params, 'searchWords');
  const [groups, searches] = await Promise.all([listSynonymGroups(), searchSummary({ limit: 200 })]);
  return (
    <AdminPage routeKey="searchWords">
      <SearchWordsAdmin groups={groups} searches={searches} />
    </AdminPage>
  );
}
