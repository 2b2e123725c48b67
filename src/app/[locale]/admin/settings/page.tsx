import { Stack } from '@mantine/core';
import { readStaffTwoFactorRequired } from '@/domains/accounts/two-factor/queries';
import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';
import { BackupsSection } from '@/domains/backups/components/admin/backups-section';
import { formatSize } from '@/domains/backups/format';
import { listBackups } from '@/domains/backups/queries';
import { NIGHTLY_BACKUP_HOUR } from '@/domains/backups/schedule';
import { CartRemindersForm } from '@/domains/cart-reminders/components/admin/cart-reminders-form';
import { readReminderSettings, readReminderStats } from '@/domains/cart-reminders/queries';
import { RemoveDemoData } from '@/domains/clean-start/components/remove-demo-data';
import { countDemoData } from '@/domains/clean-start/queries';
import { CheckoutLimitsForm } from '@/domains/store-settings/components/admin/checkout-limits-form';
import { CurrencyForm } from '@/domains/store-settings/components/admin/currency-form';
import { DeliveryAreas } from '@/domains/store-settings/components/admin/delivery-areas';
import { GeneralSettingsForm } from '@/domains/store-settings/components/admin/general-settings-form';
import { ReturnWindowForm } from '@/domains/store-settings/components/admin/return-window-form';
import { SellerForm } from '@/domains/store-settings/components/admin/seller-form';
import { StaffTwoFactorForm } from '@/domains/store-settings/components/admin/staff-two-factor-form';
import { TaxForm } from '@/domains/store-settings/components/admin/tax-form';
import { currencyOptions } from '@/domains/store-settings/currencies';
import { canChangeCurrency } from '@/domains/store-settings/policies';
import {
  isCurrencyLocked,
  listDeliveryAreas,
  readCheckoutLimits,
  readReturnWindow,
  readSellingSettings,
  readSettingsForms,
} from '@/domains/store-settings/queries';
import { readSellerForm } from '@/domains/store-settings/seller/queries';
import { timeZoneOptions } from '@/domains/store-settings/time-zones';
import { env } from '@/lib/env';
import { logger } from '@/lib/logger';
import { intlLocale } from '@/lib/money';

export const generateMetadata = adminMetadata('settings');

export default async function SettingsPage({ params }: PageProps<'/[locale]/admin/settings'>) {
  const { admin, locale } = await authorizeAdminPage(params, 'settings');
  // Backups and removing the demo data are the owner's (their actions are `adminAction`s): a manager sees neither.
  const isOwner = admin.staffRole === 'owner';
  // Read fresh, not from the storefront's cache: the admin edits what is true now.
  const [
    selling,
    areas,
    ordered,
    { general },
    limits,
    seller,
    returnWindowDays,
    backups,
    demo,
    reminders,
    reminderStats,
    staffTwoFactor,
  ] = await Promise.all([
    readSellingSettings(),
    listDeliveryAreas(),
    isCurrencyLocked(),
    readSettingsForms(),
    readCheckoutLimits(),
    readSellerForm(),
    readReturnWindow(),
    // The rest of the page works without them (a bucket out of reach).
    listBackups().catch((error: unknown) => {
      logger.warn({ err: error }, 'the kept backups could not be listed');
      return null;
    }),
    countDemoData(),
    readReminderSettings(),
    readReminderStats(),
    readStaffTwoFactorRequired(),
  ]);
  // Backups' times in the store's time zone, as orders are; the nightly hour is a clock time, in any zone.
  const date = new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: general.timeZone,
  });
  const clock = new Intl.DateTimeFormat(intlLocale(locale), { timeStyle: 'short', timeZone: 'UTC' });
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
        <SellerForm key={JSON.stringify(seller)} initial={seller} />
        <CheckoutLimitsForm key={JSON.stringify(limits)} initial={limits} />
        <ReturnWindowForm key={returnWindowDays} initial={{ returnWindowDays }} />
        <CartRemindersForm key={JSON.stringify(reminders)} initial={reminders} stats={reminderStats} />
        <StaffTwoFactorForm key={String(staffTwoFactor)} required={staffTwoFactor} />
        <CurrencyForm
          key={selling.currency}
          currency={selling.currency}
          options={currencyOptions(locale)}
          lockedReason={currencyChange.allowed ? null : currencyChange.reason}
        />
        {isOwner && (
          <BackupsSection
            backups={
              backups?.map((backup) => ({
                name: backup.name,
                href: `/api/admin/backups/${backup.name}`,
                takenIso: backup.takenAt.toISOString(),
                takenLabel: date.format(backup.takenAt),
                sizeLabel: formatSize(backup.size, locale),
              })) ?? null
            }
            keep={env.BACKUP_KEEP}
            nightlyAt={clock.format(Date.UTC(2000, 0, 1, NIGHTLY_BACKUP_HOUR))}
          />
        )}
        {isOwner && <RemoveDemoData counts={demo} />}
      </Stack>
    </AdminPage>
  );
}
