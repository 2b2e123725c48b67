import 'server-only';
import { render, toPlainText } from '@react-email/render';
import { createTranslator } from 'use-intl/core';
import { messageFormats } from '@/i18n/formats';
import type { Locale } from '@/i18n/routing';
import { intlLocale } from '@/lib/money';
import type { ContactRequest } from '../queries';
import { ContactMail } from './contact-mail';

/** The owner's mail about a contact request: subject, HTML and plain text, in `locale` (the store's language). */
export async function renderContactMail(
  request: ContactRequest,
  locale: Locale,
  /** The store's name in `locale` and its primary colour. */
  store: { name: string; color: string },
  link: string,
  timeZone: string,
) {
  const messages = (await import(`../../../../messages/${locale}.json`)).default;
  const t = createTranslator({
    locale,
    messages,
    formats: messageFormats(locale),
    namespace: 'contact.mail',
  });
  const sentAt = new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(request.createdAt);
  const html = await render(
    <ContactMail request={request} locale={locale} store={store} sentAt={sentAt} link={link} t={t} />,
  );
  return { subject: t('subject', { name: request.name, store: store.name }), html, text: toPlainText(html) };
}
