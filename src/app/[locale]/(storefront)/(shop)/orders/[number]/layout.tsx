import { MantineScope } from '@/components/mantine-scope';

/** An order's pages (its details, confirmed, cancelled) are built with Mantine; the list of orders is not. */
export default function OrderLayout({ children }: LayoutProps<'/[locale]/orders/[number]'>) {
  return <MantineScope>{children}</MantineScope>;
}
