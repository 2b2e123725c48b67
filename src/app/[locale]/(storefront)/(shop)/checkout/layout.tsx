import { MantineScope } from '@/components/mantine-scope';
import { CHECKOUT_CLIENT_NAMESPACES } from '@/i18n/client-messages';
import { ClientMessagesProvider } from '@/i18n/client-messages-provider';
import { pageLocale } from '@/i18n/page-locale';

/** The checkout form is built with Mantine, and carries its own messages. */
export default async function CheckoutLayout({ children, params }: LayoutProps<'/[locale]/checkout'>) {
  await pageLocale(params);
  return (
    <MantineScope>
      <ClientMessagesProvider namespaces={CHECKOUT_CLIENT_NAMESPACES}>{children}</ClientMessagesProvider>
    </MantineScope>
  );
}
