import { Group, Text } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { OrderDetail } from '../../queries';
import { OrderSection } from '../order-facts';
import { orderDateText, orderNumberText } from '../order-text';
import { ConfirmByPhoneButton } from './confirm-by-phone-button';

type Props = {
  order: Pick<
    OrderDetail,
    'number' | 'status' | 'confirmChannel' | 'confirmDueAt' | 'confirmedAt' | 'confirmedByName' | 'display'
  >;
  locale: Locale;
};

/**
 * A cash-on-delivery order's confirmation, for the owner (cod-confirmation.ts): waiting until when and by which
 * channel, with "Confirm by phone"; or who confirmed it and when. Nothing for an order that never waited.
 */
export async function CodConfirmationPanel({ order, locale }: Props) {
  if (!order.confirmDueAt) return null;
  const t = await getTranslations({ locale, namespace: 'codConfirmation.admin' });
  const date = (at: Date) => orderDateText(at, locale, order.display.timeZone);
  const due = date(order.confirmDueAt);
  const waiting = order.status === 'awaiting';
  return (
    <OrderSection title={t('section')}>
      <Group justify="space-between" gap="sm" data-testid="cod-confirmation-panel">
        <Text size="sm">
          {waiting
            ? order.confirmDueAt.getTime() > Date.now()
              ? t('waiting', { due, channel: order.confirmChannel ?? 'sms' })
              : t('expiredWaiting', { due })
            : order.confirmedAt
              ? order.confirmedByName
                ? t('byAdmin', { name: order.confirmedByName, at: date(order.confirmedAt) })
                : t('byShopper', { at: date(order.confirmedAt) })
              : null}
        </Text>
        {waiting && (
          <ConfirmByPhoneButton
            number={order.number}
            numberLabel={orderNumberText(order.number, locale, order.display.prefix)}
          />
        )}
      </Group>
    </OrderSection>
  );
}
