import { MantineScope } from '@/components/mantine-scope';

/** The shopper's order pages are built with Mantine. */
export default function OrdersLayout({ children }: LayoutProps<'/[locale]/orders'>) {
  return <MantineScope>{children}</MantineScope>;
}
