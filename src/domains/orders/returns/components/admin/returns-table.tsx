import { Badge, Group, Stack, Table, TableScrollContainer, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { AnchorLink } from '@/components/links';
import type { ReturnReason, ReturnStatus } from '../../schemas';
import { RETURN_STATUS_COLOR } from '../return-history';

export type ReturnRow = {
  id: number;
  orderNumber: number;
  orderLabel: string;
  fullName: string;
  status: ReturnStatus;
  reason: ReturnReason;
  units: string;
  value: string;
  dateLabel: string;
  dateIso: string;
};

/** The owner's list of returns, those under way or all, each linking to its order's page where it is handled. */
export function ReturnsTable({ rows, all }: { rows: ReturnRow[]; all: boolean }) {
  const t = useTranslations('returns');
  return (
    <Stack>
      <Group>
        <nav aria-label={t('admin.filter')}>
          <Group gap="xs">
            <AnchorLink href="/admin/returns" fw={all ? 400 : 700} aria-current={all ? undefined : 'page'}>
              {t('admin.open')}
            </AnchorLink>
            <AnchorLink
              href="/admin/returns?show=all"
              fw={all ? 700 : 400}
              aria-current={all ? 'page' : undefined}
            >
              {t('admin.all')}
            </AnchorLink>
          </Group>
        </nav>
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('admin.empty')}</Text>
      ) : (
        <TableScrollContainer minWidth={640}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.order')}</Table.Th>
                <Table.Th>{t('admin.shopper')}</Table.Th>
                <Table.Th>{t('admin.requestedOn')}</Table.Th>
                <Table.Th>{t('admin.units')}</Table.Th>
                <Table.Th>{t('admin.value')}</Table.Th>
                <Table.Th>{t('reason')}</Table.Th>
                <Table.Th>{t('admin.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id} data-testid="return-row">
                  <Table.Td>
                    <AnchorLink href={`/admin/orders/${row.orderNumber}`}>{row.orderLabel}</AnchorLink>
                  </Table.Td>
                  <Table.Td>{row.fullName}</Table.Td>
                  <Table.Td>
                    <time dateTime={row.dateIso}>{row.dateLabel}</time>
                  </Table.Td>
                  <Table.Td>{row.units}</Table.Td>
                  <Table.Td>
                    <bdi>{row.value}</bdi>
                  </Table.Td>
                  <Table.Td>{t(`reasons.${row.reason}`)}</Table.Td>
                  <Table.Td>
                    <Badge color={RETURN_STATUS_COLOR[row.status]} variant="light">
                      {t(`status.${row.status}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScrollContainer>
      )}
    </Stack>
  );
}
