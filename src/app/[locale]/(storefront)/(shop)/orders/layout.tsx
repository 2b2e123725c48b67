import { ORDER_CLIENT_NAMESPACES } from '@/i18n/client-messages';
import { ClientMessagesProvider } from '@/i18n/client-messages-provider';
import { pageLocale } from '@/i18n/page-locale';

/**
 * The shopper's order pages (the list, an order, its confirmation and invoice, the cash order's confirmation link):
 * their client parts (the cancel dialog, returns, reviews) read messages the cart and checkout never need.
 */
export default async function OrdersLayout({ children, params }: LayoutProps<'/[locale]/orders'>) {
  await pageLocale(params);
  return <ClientMessagesProvider namespaces={ORDER_CLIENT_NAMESPACES}>{children}</ClientMessagesProvider>;
}
