import { MantineScope } from '@/components/mantine-scope';

/** The contact form and details are built with Mantine. */
export default function ContactLayout({ children }: LayoutProps<'/[locale]/contact'>) {
  return <MantineScope>{children}</MantineScope>;
}
