import { Badge, Group, Stack, Text } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import type { Payment } from '@/domains/payments/queries';
import type { Locale } from '@/i18n/routing';
import type { OrderDetail } from '../../queries';
import { Money, moneyText } from '../money';
import { orderDateText } from '../order-text';

const STATE_COLOR = { pending: 'gray', succeeded: 'green', failed: 'red' } as const;

type Props = {
  payments: Payment[];
  order: Pick<OrderDetail, 'total' | 'refundedAmount' | 'currency' | 'display'>;
  locale: Locale;
};

/** The order's payments ledger as the owner reads it: each Stripe session, the payment taken and every refund. */
export async function PaymentLedger({ payments, order, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'adminOrders.payment' });
  const tr = await getTranslations({ locale, namespace: 'returns' });
  return (
    <Stack gap="xs" mt="md" data-testid="payment-ledger">
      <Text fw={600} size="sm" component="h3">
        {t('ledger')}
      </Text>
      {order.refundedAmount > 0 && (
        <Text size="sm" data-testid="refunded-of-total">
          {t('refunded', {
            amount: moneyText(order.refundedAmount, order.currency, locale),
            total: moneyText(order.total, order.currency, locale),
          })}
        </Text>
      )}
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {payments.map((payment) => (
          <li key={payment.id} data-kind={payment.kind}>
            <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text size="sm">{t(`kind.${payment.kind}`)}</Text>
                {payment.method && (
                  <Text size="xs" c="dimmed">
                    {tr(`method.${payment.method}`)}
                  </Text>
                )}
                {payment.actorName && (
                  <Text size="xs" c="dimmed">
                    {t('by', { name: payment.actorName })}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  <time dateTime={payment.createdAt.toISOString()}>
                    {orderDateText(payment.createdAt, locale, order.display.timeZone)}
                  </time>
                </Text>
              </div>
              <Stack gap={2} align="flex-end">
                <Text size="sm" fw={500}>
                  {payment.kind === 'refund' ? '−' : ''}
                  <Money amount={payment.amount} currency={payment.currency} locale={locale} />
                </Text>
                <Badge size="xs" variant="light" color={STATE_COLOR[payment.state]}>
                  {t(`state.${payment.state}`)}
                </Badge>
              </Stack>
            </Group>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
