import 'server-only';
import { render, toPlainText } from '@react-email/render';
import { createTranslator } from 'use-intl/core';
import type { SellableVariant } from '@/domains/catalog/stock';
import { messageFormats } from '@/i18n/formats';
import type { Locale } from '@/i18n/routing';
import { BackInStockMail } from './back-in-stock-mail';

/** The back-in-stock mail of one request: subject, HTML and plain text, in the language the shopper asked in. */
export async function renderBackInStockMail({
  locale,
  variant,
  store,
  productLink,
  unsubscribeLink,
}: {
  locale: Locale;
  variant: SellableVariant;
  store: { name: string; color: string };
  productLink: string;
  unsubscribeLink: string;
}) {
  const messages = (await import(`../../../../messages/${locale}.json`)).default;
  const t = createTranslator({
    locale,
    messages,
    formats: messageFormats(locale),
    namespace: 'stockAlertsMail',
  });
  const ar = locale === 'ar';
  const product = ar ? variant.nameAr : variant.nameEn;
  const options = [ar ? variant.colorAr : variant.colorEn, ar ? variant.sizeAr : variant.sizeEn].filter(
    (o): o is string => Boolean(o),
  );
  const html = await render(
    <BackInStockMail
      locale={locale}
      store={store}
      product={product}
      variant={options.length ? options.join(' / ') : null}
      productLink={productLink}
      unsubscribeLink={unsubscribeLink}
      t={t}
    />,
  );
  return { subject: t('subject', { product, store: store.name }), html, text: toPlainText(html) };
}
