import { MantineScope } from '@/components/mantine-scope';

/** The checkout form is built with Mantine. */
export default function CheckoutLayout({ children }: LayoutProps<'/[locale]/checkout'>) {
  return <MantineScope>{children}</MantineScope>;
}
