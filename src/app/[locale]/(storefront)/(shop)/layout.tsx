import { NextIntlClientProvider } from 'next-intl';
import { pickClientMessages, SHOP_CLIENT_NAMESPACES } from '@/i18n/client-messages';
import { pageLocale } from '@/i18n/page-locale';

/**
 * The cart, the checkout and the shopper's order pages: their client parts (forms, the cart, the cancel dialog)
 * read more messages than the rest of the storefront, so only these pages carry them.
 */
export default async function ShopLayout({ children, params }: LayoutProps<'/[locale]'>) {
  await pageLocale(params);
  const messages = await pickClientMessages(SHOP_CLIENT_NAMESPACES);
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}
