import { Stack } from '@mantine/core';
import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';
import { DisplayCurrenciesForm } from '@/domains/store-settings/components/admin/display-currencies-form';
import { PaymentOptionsForm } from '@/domains/store-settings/components/admin/payment-options-form';
import { currencyOptions } from '@/domains/store-settings/currencies';
import {
  readDisplayCurrencySettings,
  readPaymentOptions,
  readSellingSettings,
} from '@/domains/store-settings/queries';
import { env } from '@/lib/env';
import { missingStripeSettings } from '@/lib/stripe';

export const generateMetadata = adminMetadata('paymentOptions');

export default async function PaymentOptionsPage({
  params,
}: PageProps<'/[locale]/admin/storesetting/paymentOptions'>) {
  const { locale } = await authorizeAdminPage(params, 'paymentOptions');
  // Read fresh, not from the storefront's cache: the admin edits what is true now.
  const [options, { currency }, display] = await Promise.all([
    readPaymentOptions(),
    readSellingSettings(),
    readDisplayCurrencySettings(),
  ]);
  return (
    <AdminPage routeKey="paymentOptions">
      <Stack gap="lg">
        <PaymentOptionsForm
          key={JSON.stringify(options)}
          options={options}
          currency={currency}
          missing={missingStripeSettings()}
          webhookUrl={`${env.APP_URL}/api/webhooks/stripe`}
        />
        <DisplayCurrenciesForm
          key={JSON.stringify(display)}
          base={display.base}
          currencies={display.currencies}
          options={currencyOptions(locale).filter((option) => option.value !== display.base)}
        />
      </Stack>
    </AdminPage>
  );
}
