import { AdminModals } from '@/domains/catalog/components/admin/admin-modals';
import { pageLocale } from '@/i18n/page-locale';

export default async function CategoriesLayout({
  children,
  params,
}: LayoutProps<'/[locale]/admin/categories'>) {
  await pageLocale(params);
  return <AdminModals>{children}</AdminModals>;
}
