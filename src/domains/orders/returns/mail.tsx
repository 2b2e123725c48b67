import 'server-only';
import { Heading, Hr, Text } from '@react-email/components';
import { render, toPlainText } from '@react-email/render';
import { createTranslator } from 'use-intl/core';
import { MailButton } from '@/components/mail/mail-button';
import { MailFrame } from '@/components/mail/mail-frame';
import { brandOf } from '@/domains/store-settings/brand';
import type { StoreSettings } from '@/domains/store-settings/schemas';
import { messageFormats } from '@/i18n/formats';
import type { Locale } from '@/i18n/routing';
import { joinFacts } from '@/lib/facts';
import { formatMoney, formatNumber } from '@/lib/money';
import { formatOrderNumber } from '../format';
import type { OrderDetail } from '../queries';
import type { ReturnView } from './queries';

/** What the shopper hears of their return: received, approved, rejected (with why), refunded (how much). */
export type ReturnMailEvent = 'requested' | 'approved' | 'rejected' | 'refunded';

type Props = {
  order: OrderDetail;
  ret: ReturnView;
  event: ReturnMailEvent;
  link: string;
  store: { name: string; color: string };
  t: (key: string, values?: Record<string, string | number>) => string;
};

/** The return's mail in the order's language, right-to-left in Arabic: what happened, the units, the order's link. */
function ReturnMail({ order, ret, event, link, store, t }: Props) {
  const locale = order.locale;
  const ar = locale === 'ar';
  const align = ar ? 'right' : 'left';
  const text = { fontSize: '14px', lineHeight: '22px', margin: '0 0 12px', textAlign: align } as const;
  const values = {
    number: formatOrderNumber(order.number, locale, order.display.prefix),
    amount: formatMoney(ret.refundAmount ?? 0, order.currency, locale),
    reason: ret.rejectionReason ?? '',
  };
  return (
    <MailFrame locale={locale} preview={t(`${event}.title`, values)}>
      <Text style={{ ...text, fontSize: '20px', fontWeight: 700, color: store.color }}>{store.name}</Text>
      <Heading as="h1" style={{ fontSize: '22px', textAlign: align }}>
        {t(`${event}.title`, values)}
      </Heading>
      <Text style={text}>{t('greeting', { name: order.fullName })}</Text>
      <Text style={text}>{t(`${event}.body`, values)}</Text>
      {event === 'rejected' && ret.rejectionReason && (
        <Text style={{ ...text, fontWeight: 700 }}>{t('rejected.reason', values)}</Text>
      )}
      <Hr />
      {ret.lines.map((line) => (
        <Text key={line.id} style={{ ...text, margin: '0 0 4px' }}>
          {joinFacts(
            [
              ar ? line.nameAr : line.nameEn,
              ar ? line.colorAr : line.colorEn,
              ar ? line.sizeAr : line.sizeEn,
              t('quantity', { n: formatNumber(line.quantity, locale) }),
            ].filter((part): part is string => Boolean(part)),
            locale,
          )}
        </Text>
      ))}
      <MailButton href={link} color={store.color}>
        {t('view')}
      </MailButton>
    </MailFrame>
  );
}

/** The return mail's subject, HTML and plain text, in the order's language, with the store's name and colour. */
export async function renderReturnMail(
  order: OrderDetail,
  ret: ReturnView,
  event: ReturnMailEvent,
  link: string,
  settings: Pick<StoreSettings, 'storeName' | 'logo' | 'icon' | 'primaryColor'>,
) {
  const locale: Locale = order.locale;
  const messages = (await import(`../../../../messages/${locale}.json`)).default;
  const t = createTranslator({
    locale,
    messages,
    formats: messageFormats(locale),
    namespace: 'mail.returns',
  });
  const name = brandOf(settings, locale).name;
  const subject = t(`${event}.subject`, {
    number: formatOrderNumber(order.number, locale, order.display.prefix),
    amount: formatMoney(ret.refundAmount ?? 0, order.currency, locale),
    store: name,
  });
  const html = await render(
    <ReturnMail
      order={order}
      ret={ret}
      event={event}
      link={link}
      store={{ name, color: settings.primaryColor }}
      t={t as Props['t']}
    />,
  );
  return { subject, html, text: toPlainText(html) };
}
