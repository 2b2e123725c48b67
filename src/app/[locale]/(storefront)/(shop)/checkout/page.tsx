import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import page from '@/components/page.module.css';
import { getProfile } from '@/domains/accounts/profile/service';
import { getSessionUser } from '@/domains/accounts/session';
import { CheckoutForm } from '@/domains/orders/components/checkout-form';
import { checkoutDefaults, getLastShippingFor } from '@/domains/orders/shopper-queries';
import { offeredMethods } from '@/domains/store-settings/payment-options';
import {
  getActiveDeliveryAreas,
  getStoreSettings,
  readPaymentOptions,
} from '@/domains/store-settings/queries';
import { pageLocale } from '@/i18n/page-locale';

// Filled in for the signed-in shopper: rendered per request, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/checkout'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'checkout' });
  return { title: t('title'), robots: { index: false } };
}

/** The checkout (spec: shipping information). Guests check out too; a shopper finds their details filled in. */
export default async function CheckoutPage({ params }: PageProps<'/[locale]/checkout'>) {
  await pageLocale(params);
  const t = await getTranslations('checkout');
  const user = await getSessionUser();
  const [areas, settings, payments, profile, last] = await Promise.all([
    getActiveDeliveryAreas(),
    getStoreSettings(),
    readPaymentOptions(),
    user ? getProfile(user.id).catch(() => null) : null,
    user ? getLastShippingFor(user.id) : null,
  ]);
  const defaults = checkoutDefaults(profile, last);
  // The last order's area, only while shoppers may still choose it.
  if (!areas.some((area) => area.id === defaults.deliveryAreaId)) defaults.deliveryAreaId = null;
  return (
    <div className={page.pageLg}>
      <h1 className={page.title} style={{ marginBottom: 'var(--mantine-spacing-lg)' }}>
        {t('title')}
      </h1>
      <CheckoutForm
        areas={areas}
        currency={settings.currency}
        defaults={defaults}
        signedIn={!!user}
        payment={{
          offered: offeredMethods(payments),
          terms: { codFee: payments.codFee, codMaxTotal: payments.codMaxTotal },
        }}
      />
    </div>
  );
}
