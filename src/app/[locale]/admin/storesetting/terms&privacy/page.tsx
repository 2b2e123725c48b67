import { SimpleGrid } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';
import { ADMIN_ROUTES } from '@/domains/admin/routes';
import { PageStateCard } from '@/domains/content/components/admin/page-state-card';
import { readPage } from '@/domains/content/queries';
import { getStoreSettings } from '@/domains/store-settings/queries';

export const generateMetadata = adminMetadata('termsPrivacy');

/** The two legal pages, each a card to its editor saying which languages it is written in. */
export default async function TermsPrivacyPage({
  params,
}: PageProps<'/[locale]/admin/storesetting/terms&privacy'>) {
  const { locale } = await authorizeAdminPage(params, 'termsPrivacy');
  const [t, privacy, terms, { timeZone }] = await Promise.all([
    getTranslations('admin'),
    readPage('privacy'),
    readPage('terms'),
    getStoreSettings(),
  ]);
  return (
    <AdminPage routeKey="termsPrivacy">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <PageStateCard
          page={privacy}
          title={t('nav.privacyPolicy')}
          href={ADMIN_ROUTES.privacyPolicy}
          locale={locale}
          timeZone={timeZone}
        />
        <PageStateCard
          page={terms}
          title={t('nav.termsConditions')}
          href={ADMIN_ROUTES.termsConditions}
          locale={locale}
          timeZone={timeZone}
        />
      </SimpleGrid>
    </AdminPage>
  );
}
