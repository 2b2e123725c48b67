import 'server-only';
import { render, toPlainText } from '@react-email/render';
import { createTranslator } from 'use-intl/core';
import { brandOf } from '@/domains/store-settings/brand';
import type { StoreSettings } from '@/domains/store-settings/schemas';
import { messageFormats } from '@/i18n/formats';
import { imageUrl } from '@/lib/images';
import { formatOrderNumber } from '../format';
import type { OrderDetail } from '../queries';
import { OrderMail, type OrderMailEvent } from './order-mail';

/** The order mail's subject, HTML and plain text, in the order's language, with the store's name and colours. */
export async function renderOrderMail(
  order: OrderDetail,
  event: OrderMailEvent,
  link: string,
  settings: Pick<StoreSettings, 'storeName' | 'logo' | 'icon' | 'primaryColor'>,
) {
  const messages = (await import(`../../../../messages/${order.locale}.json`)).default;
  const formats = messageFormats(order.locale);
  const t = createTranslator({ locale: order.locale, messages, formats, namespace: 'mail.order' });
  const store = {
    name: brandOf(settings, order.locale).name,
    color: settings.primaryColor,
    // Mail clients need an absolute address; the link's origin is the store's public one.
    icon: settings.icon ? new URL(imageUrl(settings.icon, 320), link).href : null,
  };
  const html = await render(<OrderMail order={order} event={event} link={link} store={store} t={t} />);
  return {
    subject: t(`${event}.subject`, {
      number: formatOrderNumber(order.number, order.locale, order.display.prefix),
      store: store.name,
    }),
    html,
    text: toPlainText(html),
  };
}
