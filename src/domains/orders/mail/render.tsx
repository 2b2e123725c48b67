import 'server-only';
import { render, toPlainText } from '@react-email/render';
import { createTranslator } from 'use-intl/core';
import { messageFormats } from '@/i18n/formats';
import { formatOrderNumber } from '../format';
import type { OrderDetail } from '../queries';
import { OrderMail, type OrderMailEvent } from './order-mail';

/** The order mail's subject, HTML and plain text, in the order's language. */
export async function renderOrderMail(order: OrderDetail, event: OrderMailEvent, link: string) {
  const messages = (await import(`../../../../messages/${order.locale}.json`)).default;
  const formats = messageFormats(order.locale);
  const t = createTranslator({ locale: order.locale, messages, formats, namespace: 'mail.order' });
  const storeName = createTranslator({ locale: order.locale, messages, namespace: 'common' })('storeName');
  const html = await render(
    <OrderMail order={order} event={event} link={link} storeName={storeName} t={t} />,
  );
  return {
    subject: t(`${event}.subject`, {
      number: formatOrderNumber(order.number, order.locale),
      store: storeName,
    }),
    html,
    text: toPlainText(html),
  };
}
