import { MantineScope } from '@/components/mantine-scope';

/** The pages a mail's links open are built with Mantine. */
export default function StockAlertsLayout({ children }: LayoutProps<'/[locale]/stock-alerts'>) {
  return <MantineScope>{children}</MantineScope>;
}
