import {
  Badge,
  Card,
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
import type { Locale } from '@/i18n/routing';
import { formatNumber } from '@/lib/money';

type Row = { variantId: number; sku: string; label: string | null; waiting: number };

// A server component: Mantine's compound parts (`Table.Tr`) are not reachable from here, their named exports are.

/** On the owner's product page: how many shoppers wait for each sold-out variant (nothing when nobody waits). */
export async function WaitingForRestock({ rows, locale }: { rows: Row[]; locale: Locale }) {
  if (!rows.length) return null;
  const t = await getTranslations('stockAlertsPages.admin');
  return (
    <Card withBorder padding="md" mb="md" component="section" aria-labelledby="waiting-for-restock">
      <Title order={2} fz="h4" id="waiting-for-restock">
        {t('title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('hint')}
      </Text>
      <TableScrollContainer minWidth={320}>
        <Table data-testid="waiting-for-restock">
          <TableThead>
            <TableTr>
              <TableTh>{t('variant')}</TableTh>
              <TableTh>{t('waiting')}</TableTh>
            </TableTr>
          </TableThead>
          <TableTbody>
            {rows.map((row) => (
              <TableTr key={row.variantId}>
                <TableTd>
                  {row.label && <Text size="sm">{row.label}</Text>}
                  <Text size="xs" c="dimmed">
                    <bdi dir="ltr">{row.sku}</bdi>
                  </Text>
                </TableTd>
                <TableTd>
                  <Badge variant="light">{formatNumber(row.waiting, locale)}</Badge>
                </TableTd>
              </TableTr>
            ))}
          </TableTbody>
        </Table>
      </TableScrollContainer>
    </Card>
  );
}
