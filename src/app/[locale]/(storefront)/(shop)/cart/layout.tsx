import { CART_CLIENT_NAMESPACES } from '@/i18n/client-messages';
import { ClientMessagesProvider } from '@/i18n/client-messages-provider';
import { pageLocale } from '@/i18n/page-locale';

/** The cart's client parts read more messages than the rest of the storefront, and only its own. */
export default async function CartLayout({ children, params }: LayoutProps<'/[locale]/cart'>) {
  await pageLocale(params);
  return <ClientMessagesProvider namespaces={CART_CLIENT_NAMESPACES}>{children}</ClientMessagesProvider>;
}
