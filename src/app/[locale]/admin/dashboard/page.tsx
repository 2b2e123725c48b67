import {
  Badge,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Table,
  TableTbody,
  TableTd,
  TableTr,
  Text,
} from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { getUserCounts } from '@/domains/accounts/users/queries';
import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';
import { getCatalogCounts, getLatestProducts } from '@/domains/catalog/queries';
import { getStoreSettings } from '@/domains/store-settings/queries';
import { formatMoney, formatNumber } from '@/lib/money';

export const generateMetadata = adminMetadata('dashboard');

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Card withBorder padding="lg">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={32} fw={700}>
        {value}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Card>
  );
}

export default async function DashboardPage({ params }: PageProps<'/[locale]/admin/dashboard'>) {
  const { locale } = await authorizeAdminPage(params, 'dashboard');
  const t = await getTranslations('admin.dashboard');
  const [catalog, people, latest, settings] = await Promise.all([
    getCatalogCounts(),
    getUserCounts(),
    getLatestProducts(locale),
    getStoreSettings(),
  ]);
  return (
    <AdminPage routeKey="dashboard">
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <Stat
            label={t('products')}
            value={formatNumber(catalog.products, locale)}
            note={t('publishedProducts', {
              count: catalog.published,
              n: formatNumber(catalog.published, locale),
            })}
          />
          <Stat label={t('categories')} value={formatNumber(catalog.categories, locale)} />
          <Stat label={t('customers')} value={formatNumber(people.customers, locale)} />
          <Stat label={t('admins')} value={formatNumber(people.admins, locale)} />
        </SimpleGrid>
        <Card withBorder padding="lg">
          <Text fw={600} mb="sm">
            {t('latestProducts')}
          </Text>
          {latest.length === 0 ? (
            <Text c="dimmed">{t('noProducts')}</Text>
          ) : (
            <Table>
              <TableTbody>
                {latest.map((p) => (
                  <TableTr key={p.id}>
                    <TableTd>{p.name}</TableTd>
                    <TableTd>
                      <bdi className="ltr-isolate">{formatMoney(p.price, settings.currency, locale)}</bdi>
                    </TableTd>
                    <TableTd>
                      <Group justify="end">
                        <Badge variant="light" color={p.published ? 'green' : 'gray'}>
                          {p.published ? t('published') : t('draft')}
                        </Badge>
                      </Group>
                    </TableTd>
                  </TableTr>
                ))}
              </TableTbody>
            </Table>
          )}
        </Card>
      </Stack>
    </AdminPage>
  );
}
