import { getTranslations } from 'next-intl/server';
import { StoreFooter } from '@/components/layout/store-footer';
import { StoreHeader } from '@/components/layout/store-header';
import { MAIN_ID } from '@/components/skip-link';
import { StatusPage } from '@/components/status-page';
import { CartBadge } from '@/domains/cart/components/cart-badge';
import { SearchTypeahead } from '@/domains/catalog/components/search-typeahead';
import { brandOf } from '@/domains/store-settings/brand';
import { AnnouncementBar } from '@/domains/store-settings/components/announcement-bar';
import { CurrencyPicker } from '@/domains/store-settings/components/currency-picker';
import { DisplayCurrencyProvider } from '@/domains/store-settings/components/display-currency';
import { LazyLiveStore } from '@/domains/store-settings/components/lazy-live-store';
import { contactOf } from '@/domains/store-settings/contact-format';
import { getDisplayCurrencies, getStoreSettings } from '@/domains/store-settings/queries';
import { getSubscriptionStatus } from '@/domains/subscription/service';
import { pageLocale } from '@/i18n/page-locale';
import { preloadDisplayFont } from '../fonts';
import { LazyAccountMenu } from './_components/lazy-account-menu';

// Shared pages are cached; the subscription check inside them is at most five minutes old.
export const revalidate = 300;

export default async function StorefrontLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  const subscription = await getSubscriptionStatus();
  if (subscription.state === 'expired') {
    const t = await getTranslations('subscription');
    return <StatusPage title={brandOf(await getStoreSettings(), locale).name} text={t('expired')} main />;
  }
  const [settings, rates] = await Promise.all([getStoreSettings(), getDisplayCurrencies()]);
  if (locale === 'en') preloadDisplayFont();
  const brand = brandOf(settings, locale);
  const announcement = settings.announcement && (settings.announcement[locale] || settings.announcement.en);
  // The rates travel with the cached page; each price converts itself in the browser (display-currency).
  return (
    <DisplayCurrencyProvider base={rates.base} currencies={rates.currencies}>
      {announcement && <AnnouncementBar text={announcement} color={settings.primaryColor} />}
      <StoreHeader
        brand={brand}
        search={<SearchTypeahead currency={settings.currency} />}
        cart={<CartBadge />}
        account={<LazyAccountMenu />}
        currency={rates.currencies.length > 0 ? <CurrencyPicker /> : undefined}
      />
      <main id={MAIN_ID} tabIndex={-1}>
        {children}
      </main>
      <StoreFooter brand={brand} contact={contactOf(settings.contact, locale)} locale={locale} />
      <LazyLiveStore shown={settings.updatedAt} />
    </DisplayCurrencyProvider>
  );
}
