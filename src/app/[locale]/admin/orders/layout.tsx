import { OrdersModals } from '@/domains/orders/components/admin/orders-modals';
import { pageLocale } from '@/i18n/page-locale';

export default async function OrdersLayout({ children, params }: LayoutProps<'/[locale]/admin/orders'>) {
  await pageLocale(params);
  return <OrdersModals>{children}</OrdersModals>;
}
