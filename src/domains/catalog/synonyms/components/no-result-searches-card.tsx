import {
  Card,
  Group,
  Table,
  TableScrollContainer,
  TableTbody,
  TableTd,
  TableTh,
  TableThead,
  TableTr,
  Text,
  Title,
} from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { AnchorLink } from '@/components/links';
import type { Locale } from '@/i18n/routing';
import { formatNumber } from '@/lib/money';
import type { SearchSummary } from '../queries';

/** The dashboard's card: the searches of the last 30 days that most often found nothing, with a link to fix them. */
export async function NoResultSearchesCard({ locale, rows }: { locale: Locale; rows: SearchSummary[] }) {
  const t = await getTranslations({ locale, namespace: 'searchWords' });
  return (
    <Card withBorder padding="lg" data-testid="no-result-searches">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4">
          {t('dashboardTitle')}
        </Title>
        <AnchorLink href="/admin/search-words" size="sm">
          {t('dashboardLink')}
        </AnchorLink>
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('dashboardEmpty')}</Text>
      ) : (
        <TableScrollContainer minWidth={320}>
          <Table>
            <TableThead>
              <TableTr>
                <TableTh>{t('query')}</TableTh>
                <TableTh ta="end">{t('zeroResults')}</TableTh>
              </TableTr>
            </TableThead>
            <TableTbody>
              {rows.map((row) => (
                <TableTr key={row.query}>
                  <TableTd>
                    <bdi dir="auto">{row.query}</bdi>
                  </TableTd>
                  <TableTd ta="end">{formatNumber(row.zeroResults, locale)}</TableTd>
                </TableTr>
              ))}
            </TableTbody>
          </Table>
        </TableScrollContainer>
      )}
    </Card>
  );
}
