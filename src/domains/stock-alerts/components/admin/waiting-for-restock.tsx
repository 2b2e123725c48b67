import { Badge, Card, Table, TableScrollContainer, Text, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { formatNumber } from '@/lib/money';

type Row = { variantId: number; sku: string; label: string | null; waiting: number };

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
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('variant')}</Table.Th>
              <Table.Th>{t('waiting')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.variantId}>
                <Table.Td>
                  {row.label && <Text size="sm">{row.label}</Text>}
                  <Text size="xs" c="dimmed">
                    <bdi dir="ltr">{row.sku}</bdi>
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light">{formatNumber(row.waiting, locale)}</Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScrollContainer>
    </Card>
  );
}
