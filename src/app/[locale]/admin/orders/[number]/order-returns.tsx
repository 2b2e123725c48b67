import { Stack, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import type { OrderDetail } from '@/domains/orders/queries';
import { ReturnActions } from '@/domains/orders/returns/components/admin/return-actions';
import { ReturnCard } from '@/domains/orders/returns/components/return-history';
import { canRestock, returnMoves } from '@/domains/orders/returns/machine';
import { readOrderReturns } from '@/domains/orders/returns/queries';
import type { Locale } from '@/i18n/routing';
import { joinFacts } from '@/lib/facts';
import { formatMoney, minorToDecimal } from '@/lib/money';

/** The order's returns on the owner's page, each with the moves its state allows (the actions decide the same). */
export async function AdminOrderReturns({ order, locale }: { order: OrderDetail; locale: Locale }) {
  const returns = await readOrderReturns(order.id);
  if (!returns.length) return null;
  const t = await getTranslations({ locale, namespace: 'returns' });
  const ar = locale === 'ar';
  const left = order.total - order.refundedAmount;
  return (
    <Stack gap="sm" mt="lg" component="section" aria-labelledby="order-returns" data-testid="admin-returns">
      <Title order={2} size="h4" id="order-returns">
        {t('title')}
      </Title>
      {returns.map((ret) => (
        <ReturnCard
          key={ret.id}
          ret={ret}
          currency={order.currency}
          locale={locale}
          timeZone={order.display.timeZone}
        >
          <ReturnActions
            returnId={ret.id}
            moves={returnMoves(ret.status)}
            canRestock={canRestock(ret)}
            lines={ret.lines.map((line) => ({
              id: line.id,
              quantity: line.quantity,
              label: joinFacts(
                [
                  ar ? line.nameAr : line.nameEn,
                  ar ? line.colorAr : line.colorEn,
                  ar ? line.sizeAr : line.sizeEn,
                ],
                locale,
              ),
            }))}
            currency={order.currency}
            refundDefault={minorToDecimal(Math.max(Math.min(ret.value, left), 0), order.currency)}
            leftLabel={formatMoney(left, order.currency, locale)}
            byHand={order.paymentMethod === 'cod'}
          />
        </ReturnCard>
      ))}
    </Stack>
  );
}
