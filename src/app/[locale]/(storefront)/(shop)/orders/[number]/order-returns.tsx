import { Stack, Text, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { orderDateText, orderNumberText } from '@/domains/orders/components/order-text';
import type { OrderDetail } from '@/domains/orders/queries';
import { ReturnCard } from '@/domains/orders/returns/components/return-history';
import { ReturnRequest } from '@/domains/orders/returns/components/return-request';
import { readOrderReturns, readReturnFacts } from '@/domains/orders/returns/queries';
import type { Locale } from '@/i18n/routing';
import { joinFacts } from '@/lib/facts';
import { formatNumber } from '@/lib/money';

/**
 * A delivered order's returns on the shopper's page: those asked for, and "Request a return" while the store's
 * window is open (the service asks the same policy), or why not.
 */
export async function OrderReturns({
  order,
  locale,
  accessKey,
}: {
  order: OrderDetail;
  locale: Locale;
  accessKey?: string;
}) {
  if (order.status !== 'delivered') return null;
  const [returns, offer, t] = await Promise.all([
    readOrderReturns(order.id),
    readReturnFacts(order),
    getTranslations({ locale, namespace: 'returns' }),
  ]);
  const ar = locale === 'ar';
  const tz = order.display.timeZone;
  const reason = offer.decision.allowed ? null : offer.decision.reason;
  // A store without returns says nothing on orders nobody asked to return.
  if (reason === 'returns.notAccepted' && !returns.length) return null;
  return (
    <Stack gap="sm" mt="xl" component="section" aria-labelledby="order-returns">
      <Title order={2} size="h4" id="order-returns">
        {t('title')}
      </Title>
      {returns.map((ret) => (
        <ReturnCard key={ret.id} ret={ret} currency={order.currency} locale={locale} timeZone={tz} />
      ))}
      {offer.decision.allowed && offer.deadline ? (
        <div>
          <ReturnRequest
            number={order.number}
            numberLabel={orderNumberText(order.number, locale, order.display.prefix)}
            accessKey={accessKey}
            deadline={orderDateText(offer.deadline, locale, tz, false)}
            lines={offer.lines
              .filter((line) => line.left > 0)
              .map((line) => ({
                lineId: line.lineId,
                label: joinFacts(
                  [
                    ar ? line.nameAr : line.nameEn,
                    ar ? line.colorAr : line.colorEn,
                    ar ? line.sizeAr : line.sizeEn,
                  ],
                  locale,
                ),
                left: line.left,
                leftLabel: t('upTo', { n: formatNumber(line.left, locale) }),
              }))}
          />
        </div>
      ) : (
        reason &&
        reason !== 'returns.alreadyOpen' && (
          <Text size="sm" c="dimmed">
            {t(reason.replace('returns.', '') as 'windowClosed')}
          </Text>
        )
      )}
    </Stack>
  );
}
