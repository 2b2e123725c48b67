import {
  Badge,
  Group,
  Stack,
  Table,
  TableScrollContainer,
  TableTbody,
  TableTd,
  TableTh,
  TableThead,
  TableTr,
  Text,
} from '@mantine/core';
import { useTranslations } from 'next-intl';
import { AnchorLink } from '@/components/links';
import type { ReturnReason } from '../../reasons';
import type { ReturnStatus } from '../../schemas';
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
            <TableThead>
              <TableTr>
                <TableTh>{t('admin.order')}</TableTh>
                <TableTh>{t('admin.shopper')}</TableTh>
                <TableTh>{t('admin.requestedOn')}</TableTh>
                <TableTh>{t('admin.units')}</TableTh>
                <TableTh>{t('admin.value')}</TableTh>
                <TableTh>{t('reason')}</TableTh>
                <TableTh>{t('admin.status')}</TableTh>
              </TableTr>
            </TableThead>
            <TableTbody>
              {rows.map((row) => (
                <TableTr key={row.id} data-testid="return-row">
                  <TableTd>
                    <AnchorLink href={`/admin/orders/${row.orderNumber}`}>{row.orderLabel}</AnchorLink>
                  </TableTd>
                  <TableTd>{row.fullName}</TableTd>
                  <TableTd>
                    <time dateTime={row.dateIso}>{row.dateLabel}</time>
                  </TableTd>
                  <TableTd>{row.units}</TableTd>
                  <TableTd>
                    <bdi>{row.value}</bdi>
                  </TableTd>
                  <TableTd>{t(`reasons.${row.reason}`)}</TableTd>
                  <TableTd>
                    <Badge color={RETURN_STATUS_COLOR[row.status]} variant="light">
                      {t(`status.${row.status}`)}
                    </Badge>
                  </TableTd>
                </TableTr>
              ))}
            </TableTbody>
          </Table>
        </TableScrollContainer>
      )}
    </Stack>
  );
}
