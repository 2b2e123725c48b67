import { Heading, Text } from '@react-email/components';
import { MailButton } from '@/components/mail/mail-button';
import { MailFrame } from '@/components/mail/mail-frame';
import type { Locale } from '@/i18n/routing';
import { joinFacts } from '@/lib/facts';
import { formatMoney, formatNumber } from '@/lib/money';
import { formatOrderNumber } from '../format';
import type { OrderDetail } from '../queries';
import { refundAsked } from '../workflow';

/** What the owner is told about an order: a card payment that came after it was cancelled. */
export type OwnerMailEvent = 'latePayment';

type Props = {
  order: OrderDetail;
  event: OwnerMailEvent;
  /** The store's language: the owner's mail is written in it, whatever the order's. */
  locale: Locale;
  /** The order's page in the admin. */
  link: string;
  store: { name: string; color: string };
  /** The `mail.owner` messages in `locale`. */
  t: (key: string, values?: Record<string, string | number>) => string;
};

/**
 * The owner's mail about an order that needs a look, in the store's language (right-to-left in Arabic). It says
 * what the store did about it as the order stands when the mail is written: refunded, or left to the owner.
 */
export function OwnerOrderMail({ order, event, locale, link, store, t }: Props) {
  const align = locale === 'ar' ? 'right' : 'left';
  const text = { fontSize: '14px', lineHeight: '22px', margin: '0 0 12px', textAlign: align } as const;
  const values = {
    number: formatOrderNumber(order.number, locale, order.display.prefix),
    total: formatMoney(order.total, order.currency, locale),
    name: order.fullName,
  };
  return (
    <MailFrame locale={locale} preview={t(`${event}.preview`, values)}>
      <Text style={{ ...text, fontSize: '20px', fontWeight: 700, color: store.color }}>{store.name}</Text>
      <Heading as="h1" style={{ fontSize: '22px', textAlign: align }}>
        {t(`${event}.title`, values)}
      </Heading>
      <Text style={text}>{t(`${event}.body`, values)}</Text>
      <Text style={{ ...text, fontWeight: 700 }}>
        {t(refundAsked(order) ? `${event}.refunded` : `${event}.notRefunded`, values)}
      </Text>
      <MailButton href={link} color={store.color}>
        {t('view')}
      </MailButton>
    </MailFrame>
  );
}

/**
 * What the owner is told as it happens: a new order (a card order once paid), and a variant that a sale took down to
 * the low-stock threshold (`sku` as sold, its `stock` left after the sale, the `threshold` then).
 */
export type OwnerNotice =
  | { event: 'newOrder' }
  /** A shopper asks to return units of a delivered order (orders/returns). */
  | { event: 'returnRequested' }
  | { event: 'lowStock'; sku: string; stock: number; threshold: number };

/** The values an owner's notice is worded with, in the mail and the SMS alike. */
export function noticeValues(order: OrderDetail, notice: OwnerNotice, locale: Locale) {
  const ar = locale === 'ar';
  const values = {
    number: formatOrderNumber(order.number, locale, order.display.prefix),
    total: formatMoney(order.total, order.currency, locale),
    name: order.fullName,
    count: order.itemCount,
    n: formatNumber(order.itemCount, locale),
  };
  if (notice.event !== 'lowStock') return values;
  const line = order.lines.find((l) => l.sku === notice.sku);
  const options = line ? [ar ? line.colorAr : line.colorEn, ar ? line.sizeAr : line.sizeEn] : [];
  return {
    ...values,
    product: joinFacts([line ? (ar ? line.nameAr : line.nameEn) : notice.sku, ...options], locale),
    sku: notice.sku,
    stock: formatNumber(notice.stock, locale),
    threshold: formatNumber(notice.threshold, locale),
  };
}

type NoticeProps = {
  order: OrderDetail;
  notice: OwnerNotice;
  /** The store's language: the owner's notices are written in it, whatever the order's. */
  locale: Locale;
  /** The order's page in the admin (a new order), or the product's (running low). */
  link: string;
  store: { name: string; color: string };
  /** The `mail.owner` messages in `locale`. */
  t: (key: string, values?: Record<string, string | number>) => string;
};

/** The owner's mail about a new order or a variant running low, in the store's language (right-to-left in Arabic). */
export function OwnerNoticeMail({ order, notice, locale, link, store, t }: NoticeProps) {
  const ar = locale === 'ar';
  const align = ar ? 'right' : 'left';
  const text = { fontSize: '14px', lineHeight: '22px', margin: '0 0 12px', textAlign: align } as const;
  const values = noticeValues(order, notice, locale);
  return (
    <MailFrame locale={locale} preview={t(`${notice.event}.preview`, values)}>
      <Text style={{ ...text, fontSize: '20px', fontWeight: 700, color: store.color }}>{store.name}</Text>
      <Heading as="h1" style={{ fontSize: '22px', textAlign: align }}>
        {t(`${notice.event}.title`, values)}
      </Heading>
      <Text style={text}>{t(`${notice.event}.body`, values)}</Text>
      {notice.event === 'newOrder' &&
        order.lines.map((line) => (
          <Text key={line.sku} style={{ ...text, margin: '0 0 4px' }}>
            {joinFacts(
              [
                ar ? line.nameAr : line.nameEn,
                ar ? line.colorAr : line.colorEn,
                ar ? line.sizeAr : line.sizeEn,
                t('quantity', { n: formatNumber(line.quantity, locale) }),
              ],
              locale,
            )}
          </Text>
        ))}
      <MailButton href={link} color={store.color}>
        {t(notice.event === 'lowStock' ? 'viewProduct' : 'view')}
      </MailButton>
    </MailFrame>
  );
}
