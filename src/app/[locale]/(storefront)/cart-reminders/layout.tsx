import { MantineScope } from '@/components/mantine-scope';

/** The pages a mail's links open are built with Mantine. */
export default function CartRemindersLayout({ children }: LayoutProps<'/[locale]/cart-reminders'>) {
  return <MantineScope>{children}</MantineScope>;
}
