import { MantineScope } from '@/components/mantine-scope';

/** The wishlist's grid actions and empty state are built with Mantine. */
export default function WishlistLayout({ children }: LayoutProps<'/[locale]/wishlist'>) {
  return <MantineScope>{children}</MantineScope>;
}
