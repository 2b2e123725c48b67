import 'server-only';
import { render, toPlainText } from '@react-email/render';
import { createTranslator } from 'use-intl/core';
import { pageCodeText } from '@/components/page-code';
import { brandOf } from '@/domains/store-settings/brand';
import type { StoreSettings } from '@/domains/store-settings/schemas';
import type { Seller } from '@/domains/store-settings/seller/schemas';
import { messageFormats } from '@/i18n/formats';
import type { Locale } from '@/i18n/routing';
import { imageUrl } from '@/lib/images';
import type { MailAttachment } from '@/lib/mail';
import { formatOrderNumber } from '../format';
import { qrPng } from '../qr-image';
import type { OrderDetail } from '../queries';
import { documentNumberText, zatcaFieldsOf, zatcaQrText } from '../tax-invoice';
import type { OrderMailEvent } from '../workflow';
import { OrderMail } from './order-mail';
import {
  noticeValues,
  type OwnerMailEvent,
  type OwnerNotice,
  OwnerNoticeMail,
  OwnerOrderMail,
} from './owner-mail';

type Settings = Pick<StoreSettings, 'storeName' | 'logo' | 'icon' | 'primaryColor'>;

/** The `mail.<namespace>` messages in `locale`, and the subject's values: the order's number and the store's name. */
async function mailText(
  order: OrderDetail,
  locale: Locale,
  namespace: 'order' | 'owner',
  settings: Settings,
) {
  const messages = (await import(`../../../../messages/${locale}.json`)).default;
  const formats = messageFormats(locale);
  const t = createTranslator({ locale, messages, formats, namespace: `mail.${namespace}` });
  const store = brandOf(settings, locale).name;
  return {
    t,
    store,
    subject: { number: formatOrderNumber(order.number, locale, order.display.prefix), store },
  };
}

const mailOf = async (html: Promise<string>, subject: string) => {
  const markup = await html;
  return { subject, html: markup, text: toPlainText(markup) };
};

/** The content id of the invoice's QR code in the order mail (`<img src="cid:…">`). */
export const INVOICE_QR_CID = 'zatca-qr@wishah';

/**
 * What the order's first mail says of its tax invoice: its number and the seller's VAT number, and ZATCA's QR code
 * as an inline attachment. Nothing before the order is invoiced, or while the seller's details are missing.
 */
async function invoiceOfMail(order: OrderDetail, seller: Seller | null) {
  if (!seller || order.invoiceNumber === null || order.invoicedAt === null) return null;
  const messages = (await import(`../../../../messages/${order.locale}.json`)).default;
  const t = createTranslator({
    locale: order.locale,
    messages,
    formats: messageFormats(order.locale),
    namespace: 'taxInvoice.mail',
  });
  const text = zatcaQrText(
    zatcaFieldsOf(seller, {
      issuedAt: order.invoicedAt,
      total: order.total,
      vat: order.tax,
      currency: order.currency,
    }),
  );
  const attachment: MailAttachment = {
    filename: 'invoice-qr.png',
    contentType: 'image/png',
    base64: (await qrPng(text)).toString('base64'),
    cid: INVOICE_QR_CID,
  };
  return {
    mail: {
      number: t('invoice', { number: documentNumberText('invoice', order.invoiceNumber, order.locale) }),
      vatNumber: t('vatNumber', { number: pageCodeText(seller.vatNumber, order.locale) }),
      qrAlt: t('qrAlt'),
      qrSrc: `cid:${INVOICE_QR_CID}`,
    },
    attachment,
  };
}

/**
 * The order mail's subject, HTML and plain text, in the order's language, with the store's name and colours; with
 * the seller's details, the first mail of an invoiced order carries its invoice's number and QR code (attached).
 */
export async function renderOrderMail(
  order: OrderDetail,
  event: OrderMailEvent,
  link: string,
  settings: Settings,
  seller: Seller | null = null,
  confirmLink: string | null = null,
) {
  const { t, store: name, subject } = await mailText(order, order.locale, 'order', settings);
  const invoice = event === 'placed' ? await invoiceOfMail(order, seller) : null;
  const store = {
    name,
    color: settings.primaryColor,
    // Mail clients need an absolute address; the link's origin is the store's public one.
    icon: settings.icon ? new URL(imageUrl(settings.icon, 320), link).href : null,
  };
  const message = await mailOf(
    render(
      <OrderMail
        order={order}
        event={event}
        link={link}
        store={store}
        t={t}
        invoice={invoice?.mail ?? null}
        confirmLink={confirmLink}
      />,
    ),
    t(confirmLink && event === 'placed' ? 'placed.subjectConfirm' : `${event}.subject`, subject),
  );
  return invoice ? { ...message, attachments: [invoice.attachment] } : message;
}

/** The owner's mail about an order: subject, HTML and plain text in the store's language (`locale`). */
export async function renderOwnerMail(
  order: OrderDetail,
  event: OwnerMailEvent,
  locale: Locale,
  link: string,
  settings: Settings,
) {
  const { t, store: name, subject } = await mailText(order, locale, 'owner', settings);
  const store = { name, color: settings.primaryColor };
  return mailOf(
    render(<OwnerOrderMail order={order} event={event} locale={locale} link={link} store={store} t={t} />),
    t(`${event}.subject`, subject),
  );
}

/**
 * The owner's notice of a new order or a variant running low: the mail's subject, HTML and plain text, and the SMS
 * (with the link), in the store's language (`locale`).
 */
export async function renderOwnerNotice(
  order: OrderDetail,
  notice: OwnerNotice,
  locale: Locale,
  link: string,
  settings: Settings,
) {
  const { t, store: name } = await mailText(order, locale, 'owner', settings);
  const store = { name, color: settings.primaryColor };
  const values = { ...noticeValues(order, notice, locale), store: name, link };
  return {
    mail: await mailOf(
      render(
        <OwnerNoticeMail order={order} notice={notice} locale={locale} link={link} store={store} t={t} />,
      ),
      t(`${notice.event}.subject`, values),
    ),
    sms: t(`${notice.event}.sms`, values),
  };
}
