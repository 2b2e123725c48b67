import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { joinFacts } from '@/lib/facts';
import { formatNumber } from '@/lib/money';
import { moneyText } from '../../components/money';
import { orderDateText } from '../../components/order-text';
import type { ReturnView } from '../queries';
import type { ReturnStatus } from '../schemas';

export const RETURN_STATUS_COLOR: Record<ReturnStatus, string> = {
  requested: 'yellow',
  approved: 'blue',
  rejected: 'red',
  received: 'grape',
  refunded: 'green',
  closed: 'gray',
};

type Props = {
  ret: ReturnView;
  currency: string;
  locale: Locale;
  timeZone: string;
  /** The owner's buttons under it (the admin's order page). */
  children?: React.ReactNode;
};

/** One return as the shopper and the owner read it: its status, the units, the reason, and the refund. */
export async function ReturnCard({ ret, currency, locale, timeZone, children }: Props) {
  const t = await getTranslations({ locale, namespace: 'returns' });
  const ar = locale === 'ar';
  return (
    <Card withBorder padding="md" data-testid="return" data-status={ret.status}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600} size="sm">
            {t('returnOf', { date: orderDateText(ret.createdAt, locale, timeZone, false) })}
          </Text>
          <Badge color={RETURN_STATUS_COLOR[ret.status]} variant="light">
            {t(`status.${ret.status}`)}
          </Badge>
        </Group>
        <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {ret.lines.map((line) => (
            <Text key={line.id} size="sm" component="li">
              {joinFacts(
                [
                  ar ? line.nameAr : line.nameEn,
                  ar ? line.colorAr : line.colorEn,
                  ar ? line.sizeAr : line.sizeEn,
                  t('units', { n: formatNumber(line.quantity, locale) }),
                  line.restocked === null
                    ? null
                    : t('restockedUnits', { n: formatNumber(line.restocked, locale) }),
                ],
                locale,
              )}
            </Text>
          ))}
        </Stack>
        <Text size="sm" c="dimmed">
          {t('reasonLabel', { reason: t(`reasons.${ret.reason}`) })}
        </Text>
        {ret.note && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            {ret.note}
          </Text>
        )}
        {ret.status === 'rejected' && ret.rejectionReason && (
          <Text size="sm">{t('rejectedBecause', { reason: ret.rejectionReason })}</Text>
        )}
        {ret.refundAmount !== null && ret.refundMethod && (
          <Text size="sm" fw={600} data-testid="return-refund">
            {t('refundedAmount', {
              amount: moneyText(ret.refundAmount, currency, locale),
              method: t(`method.${ret.refundMethod}`),
            })}
          </Text>
        )}
        {children}
      </Stack>
    </Card>
  );
}
