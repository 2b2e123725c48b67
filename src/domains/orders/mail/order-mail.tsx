import { Column, Heading, Hr, Img, Link, Row, Section, Text } from '@react-email/components';
import { MailButton } from '@/components/mail/mail-button';
import { MailFrame } from '@/components/mail/mail-frame';
import { pageCodeText } from '@/components/page-code';
import type { Locale } from '@/i18n/routing';
import { factSeparator, joinFacts } from '@/lib/facts';
import { formatMoney, formatNumber } from '@/lib/money';
import { isolate } from '../components/money';
import { orderDateText } from '../components/order-text';
import { formatOrderNumber } from '../format';
import type { OrderDetail } from '../queries';
import { courierName } from '../shipping';
import { type OrderMailEvent, paidByCard } from '../workflow';

type Props = {
  order: OrderDetail;
  event: OrderMailEvent;
  link: string;
  /** The store's name in the order's language, its primary colour and its icon's absolute URL (or null). */
  store: { name: string; color: string; icon: string | null };
  /** The `mail.order` messages in the order's language. */
  t: (key: string, values?: Record<string, string | number>) => string;
  /** The tax invoice's lines (in the order's language) and its QR code's image (an inline attachment), or null. */
  invoice?: { number: string; vatNumber: string; qrAlt: string; qrSrc: string } | null;
  /** A cash order waiting for its shopper's confirmation (cod-confirmation.ts): its signed link, or null. */
  confirmLink?: string | null;
};

/**
 * The sentence for the order as it stands when the mail is written: a card order's first mail thanks for the
 * payment (never "you pay in cash"), and a cancelled order whose card was charged says the money goes back (never
 * "nothing is due").
 */
function bodyKey(event: OrderMailEvent, order: OrderDetail, confirming: boolean) {
  if (event === 'placed' && confirming) return 'placed.bodyConfirm';
  if (event === 'placed' && order.paymentMethod === 'card') return 'placed.bodyCard';
  if (event === 'cancelled' && paidByCard(order)) return 'cancelled.bodyRefund';
  return `${event}.body`;
}

/** How the order is paid, as it stands: in cash, by card, or by a card that was never charged. */
function paymentKey(order: OrderDetail) {
  if (order.paymentMethod === 'cod') return 'payment';
  return paidByCard(order) ? 'paymentCard' : 'paymentCardUnpaid';
}

/**
 * The order mail (received, and each status change), in the language the order was placed in, right-to-left in
 * Arabic: a React Email template, so the table layout mail clients need comes from the library, not by hand.
 */
export function OrderMail({ order, event, link, store, t, invoice = null, confirmLink = null }: Props) {
  const locale: Locale = order.locale;
  const ar = locale === 'ar';
  const money = (amount: number) => formatMoney(amount, order.currency, locale);
  const number = formatOrderNumber(order.number, locale, order.display.prefix);
  const align = ar ? 'right' : 'left';
  const end = ar ? 'left' : 'right';
  const text = { fontSize: '14px', lineHeight: '22px', margin: '0', textAlign: align } as const;
  // The first mail of a cash order that waits for its shopper: the confirmation is what it asks for, by when, and
  // where the text message went; the order's page is a link beside it.
  const confirming = event === 'placed' && confirmLink !== null && order.confirmDueAt !== null;
  const whatsapp = order.confirmChannel === 'whatsapp';
  const totals: [string, string][] = [
    [t('subtotal'), money(order.subtotal)],
    [t('delivery'), order.deliveryCharge ? money(order.deliveryCharge) : t('free')],
    ...(order.discount
      ? [[t('discount', { code: order.discountCode ?? '' }), money(-order.discount)] as [string, string]]
      : []),
    ...(order.paymentFee ? [[t('paymentFee'), money(order.paymentFee)] as [string, string]] : []),
    [
      order.pricesIncludeTax
        ? t('taxIncluded', { rate: order.taxRate / 100 })
        : t('tax', { rate: order.taxRate / 100 }),
      money(order.tax),
    ],
  ];
  return (
    <MailFrame locale={locale} preview={t(`${event}.preview`, { number })}>
      <Section>
        {store.icon && (
          <Img
            src={store.icon}
            alt=""
            width="48"
            height="48"
            style={{ borderRadius: '8px', marginBottom: '8px' }}
          />
        )}
        <Text style={{ ...text, fontSize: '20px', fontWeight: 700, color: store.color }}>{store.name}</Text>
      </Section>
      <Heading as="h1" style={{ fontSize: '22px', textAlign: align }}>
        {t(`${event}.title`, { number })}
      </Heading>
      <Text style={text}>{t('greeting', { name: order.fullName })}</Text>
      <Text style={text}>
        {t(bodyKey(event, order, confirming), {
          number,
          total: money(order.total),
          refunded: money(order.refundedAmount),
          due: order.confirmDueAt ? orderDateText(order.confirmDueAt, locale, order.display.timeZone) : '',
          channel: order.confirmChannel ?? 'sms',
          // Left-to-right isolated (U+2066 … U+2069) in the mail's digits, as on the order's page.
          phone: `\u2066${pageCodeText(whatsapp && order.whatsapp ? order.whatsapp : order.phone, locale)}\u2069`,
        })}
      </Text>
      {event === 'shipped' && order.courier && order.trackingNumber && (
        <Text style={text}>
          {t('tracking', {
            courier: isolate(courierName(order.courier)),
            number: isolate(order.trackingNumber),
          })}{' '}
          {order.trackingUrl && (
            <Link href={order.trackingUrl} style={{ color: store.color }}>
              {t('track')}
            </Link>
          )}
        </Text>
      )}
      {confirming && confirmLink ? (
        <>
          <MailButton href={confirmLink} color={store.color}>
            {t('placed.confirm')}
          </MailButton>
          <Text style={text}>
            <Link href={link} style={{ color: store.color }}>
              {t('view')}
            </Link>
          </Text>
        </>
      ) : (
        <MailButton href={link} color={store.color}>
          {t('view')}
        </MailButton>
      )}
      <Hr />
      {order.lines.map((line) => {
        const options = [ar ? line.colorAr : line.colorEn, ar ? line.sizeAr : line.sizeEn].filter(Boolean);
        return (
          <Row key={line.sku} style={{ marginBottom: '8px' }}>
            <Column style={{ textAlign: align, verticalAlign: 'top' }}>
              <Text style={{ ...text, fontWeight: 700 }}>{ar ? line.nameAr : line.nameEn}</Text>
              <Text style={{ ...text, color: '#4b5563' }}>
                {joinFacts([...options, t('quantity', { n: formatNumber(line.quantity, locale) })], locale)}
              </Text>
            </Column>
            <Column style={{ textAlign: end, verticalAlign: 'top', width: '35%' }}>
              <Text style={{ ...text, textAlign: end }}>{money(line.lineTotal)}</Text>
            </Column>
          </Row>
        );
      })}
      <Hr />
      {totals.map(([label, value]) => (
        <Row key={label}>
          <Column style={{ textAlign: align }}>
            <Text style={text}>{label}</Text>
          </Column>
          <Column style={{ textAlign: end }}>
            <Text style={{ ...text, textAlign: end }}>{value}</Text>
          </Column>
        </Row>
      ))}
      <Row>
        <Column style={{ textAlign: align }}>
          <Text style={{ ...text, fontWeight: 700 }}>{t('total')}</Text>
        </Column>
        <Column style={{ textAlign: end }}>
          <Text style={{ ...text, fontWeight: 700, textAlign: end }}>{money(order.total)}</Text>
        </Column>
      </Row>
      {order.refundedAmount > 0 && (
        <Row>
          <Column style={{ textAlign: align }}>
            <Text style={text}>{t('refundedTotal')}</Text>
          </Column>
          <Column style={{ textAlign: end }}>
            <Text style={{ ...text, textAlign: end }}>−{money(order.refundedAmount)}</Text>
          </Column>
        </Row>
      )}
      <Hr />
      <Text style={{ ...text, fontWeight: 700 }}>{t('shipTo')}</Text>
      <Text style={text}>{order.fullName}</Text>
      <Text style={text}>{order.streetAddress}</Text>
      <Text style={text}>
        {order.city} <span dir="ltr">{pageCodeText(order.zipCode, locale)}</span>
        {factSeparator(locale)}
        {ar ? order.deliveryAreaAr : order.deliveryAreaEn}
      </Text>
      <Text style={text}>
        <span dir="ltr">{pageCodeText(order.phone, locale)}</span>
      </Text>
      <Text style={{ ...text, marginTop: '12px' }}>{t(paymentKey(order))}</Text>
      {invoice && (
        <Section data-testid="mail-invoice">
          <Hr />
          <Text style={{ ...text, fontWeight: 700 }}>{invoice.number}</Text>
          <Text style={text}>{invoice.vatNumber}</Text>
          <Img
            src={invoice.qrSrc}
            alt={invoice.qrAlt}
            width="160"
            height="160"
            style={{ marginTop: '8px' }}
          />
        </Section>
      )}
      <Hr />
      <Text style={{ ...text, color: '#6b7280', fontSize: '12px' }}>
        {t('signature', { store: store.name })}
      </Text>
    </MailFrame>
  );
}
