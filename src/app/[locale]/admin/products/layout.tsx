import { AdminModals } from '@/domains/catalog/components/admin/admin-modals';
import { pageLocale } from '@/i18n/page-locale';

export default async function ProductsLayout({ children, params }: LayoutProps<'/[locale]/admin/products'>) {
  await pageLocale(params);
  return <AdminModals>{children}</AdminModals>;
}
