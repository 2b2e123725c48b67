import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';
import { PaymentOptionsForm } from '@/domains/store-settings/components/admin/payment-options-form';
import { readPaymentOptions, readSellingSettings } from '@/domains/store-settings/queries';
import { env } from '@/lib/env';
import { missingStripeSettings } from '@/lib/stripe';

export const generateMetadata = adminMetadata('paymentOptions');

export default async function PaymentOptionsPage({
  params,
}: PageProps<'/[locale]/admin/storesetting/paymentOptions'>) {
  await authorizeAdminPage(params, 'paymentOptions');
  // Read fresh, not from the storefront's cache: the admin edits what is true now.
  const [options, { currency }] = await Promise.all([readPaymentOptions(), readSellingSettings()]);
  return (
    <AdminPage routeKey="paymentOptions">
      <PaymentOptionsForm
        key={JSON.stringify(options)}
        options={options}
        currency={currency}
        missing={missingStripeSettings()}
        webhookUrl={`${env.APP_URL}/api/webhooks/stripe`}
      />
    </AdminPage>
  );
}
