import { MantineScope } from '@/components/mantine-scope';

/** The shopper's profile and password forms are built with Mantine. */
export default function AccountLayout({ children }: LayoutProps<'/[locale]/account'>) {
  return <MantineScope>{children}</MantineScope>;
}
