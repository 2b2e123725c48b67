import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';

export const generateMetadata = adminMetadata('paymentOptions');

export default async function PaymentOptionsPage({
  params,
}: PageProps<'/[locale]/admin/storesetting/paymentOptions'>) {
  await authorizeAdminPage(params, 'paymentOptions');
  return <AdminPage routeKey="paymentOptions" />;
}
