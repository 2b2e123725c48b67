import 'server-only';
import { render, toPlainText } from '@react-email/render';
import { createTranslator } from 'use-intl/core';
import { messageFormats } from '@/i18n/formats';
import type { Locale } from '@/i18n/routing';
import { formatNumber } from '@/lib/money';
import { CartReminderMail } from './cart-reminder-mail';

/** A cart's reminder: subject, HTML and plain text, in its shopper's language. */
export async function renderCartReminderMail({
  locale,
  store,
  items,
  restoreLink,
  unsubscribeLink,
}: {
  locale: Locale;
  store: { name: string; color: string };
  items: { name: string; quantity: number; options: string }[];
  restoreLink: string;
  unsubscribeLink: string;
}) {
  const messages = (await import(`../../../../messages/${locale}.json`)).default;
  const t = createTranslator({
    locale,
    messages,
    formats: messageFormats(locale),
    namespace: 'cartRemindersMail',
  });
  const html = await render(
    <CartReminderMail
      locale={locale}
      store={store}
      items={items.map((i) => ({ ...i, quantity: formatNumber(i.quantity, locale) }))}
      restoreLink={restoreLink}
      unsubscribeLink={unsubscribeLink}
      t={t}
    />,
  );
  return { subject: t('subject', { store: store.name }), html, text: toPlainText(html) };
}
