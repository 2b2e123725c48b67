import { Stack } from '@mantine/core';
import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';
import { hasOrders } from '@/domains/orders/queries';
import { CurrencyForm } from '@/domains/store-settings/components/admin/currency-form';
import { DeliveryAreas } from '@/domains/store-settings/components/admin/delivery-areas';
import { GeneralSettingsForm } from '@/domains/store-settings/components/admin/general-settings-form';
import { TaxForm } from '@/domains/store-settings/components/admin/tax-form';
import { currencyOptions } from '@/domains/store-settings/currencies';
import { canChangeCurrency } from '@/domains/store-settings/policies';
import { listDeliveryAreas, readSellingSettings, readSettingsForms } from '@/domains/store-settings/queries';
import { timeZoneOptions } from '@/domains/store-settings/time-zones';

export const generateMetadata = adminMetadata('settings');

export default async function SettingsPage({ params }: PageProps<'/[locale]/admin/settings'>) {
  const { locale } = await authorizeAdminPage(params, 'settings');
  // Read fresh, not from the storefront's cache: the admin edits what is true now.
  const [selling, areas, ordered, { general }] = await Promise.all([
    readSellingSettings(),
    listDeliveryAreas(),
    hasOrders(),
    readSettingsForms(),
  ]);
  // The action asks the same policy, so the control is offered only when a change would be accepted.
  const currencyChange = canChangeCurrency({ hasOrders: ordered });
  return (
    <AdminPage routeKey="settings">
      <Stack gap="lg">
        <GeneralSettingsForm
          key={JSON.stringify(general)}
          initial={general}
          timeZones={timeZoneOptions(locale)}
        />
        <DeliveryAreas areas={areas} currency={selling.currency} />
        <TaxForm
          // A saved form starts again from what the database now holds.
          key={`${selling.taxRate}:${selling.pricesIncludeTax}`}
          taxRate={selling.taxRate}
          pricesIncludeTax={selling.pricesIncludeTax}
          currency={selling.currency}
        />
        <CurrencyForm
          key={selling.currency}
          currency={selling.currency}
          options={currencyOptions(locale)}
          lockedReason={currencyChange.allowed ? null : currencyChange.reason}
        />
      </Stack>
    </AdminPage>
  );
}
