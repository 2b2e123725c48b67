import { SimpleGrid, Text } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { CardLink } from '@/components/links';
import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';
import { ADMIN_NAV, ADMIN_ROUTES } from '@/domains/admin/routes';

export const generateMetadata = adminMetadata('storesetting');

export default async function StoreSettingPage({ params }: PageProps<'/[locale]/admin/storesetting'>) {
  await authorizeAdminPage(params, 'storesetting');
  const t = await getTranslations('admin');
  const group = ADMIN_NAV.find((entry) => 'group' in entry && entry.group === 'storesetting');
  const keys = group && 'children' in group ? group.children : [];
  return (
    <AdminPage routeKey="storesetting">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {keys.map((key) => (
          <CardLink key={key} withBorder padding="lg" href={ADMIN_ROUTES[key]}>
            <Text fw={600}>{t(`nav.${key}`)}</Text>
            <Text size="sm" c="dimmed">
              {t(`descriptions.${key}`)}
            </Text>
          </CardLink>
        ))}
      </SimpleGrid>
    </AdminPage>
  );
}
