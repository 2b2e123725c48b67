import { formatNumber } from '@/lib/money';
import type { PaymentOptions } from './payment-options';
import type { StoreSettings } from './schemas';
import type { HomepageInput } from './storefront-schemas';

/** Left-to-right isolated (U+2066 … U+2069): a colour's # stays in front of its digits in Arabic text. */
const ltr = (text: string) => `\u2066${text}\u2069`;

/** One fact of a settings page's card on the Store Setting overview: a message key and its values. */
export type OverviewFact = { key: string; values?: Record<string, string | number> };

/**
 * What the Store Setting overview says each settings page is set to now ("logo set", "announcement bar on"): the
 * owner sees at a glance what is done and what is left.
 */
export function settingsOverview(
  settings: StoreSettings,
  home: HomepageInput,
  payments: PaymentOptions,
  locale: 'en' | 'ar',
): Partial<Record<string, OverviewFact[]>> {
  const contacts = [
    settings.contact.phone,
    settings.contact.whatsapp,
    settings.contact.email,
    settings.contact.address.en || settings.contact.address.ar,
    ...Object.values(settings.contact.social),
  ].filter(Boolean).length;
  const title = home.heroTitle[locale];
  const shown = home.sections.filter((s) => s.visible).length;
  return {
    logoAndColors: [
      { key: settings.logo ? 'logoSet' : 'noLogo' },
      {
        key: 'colors',
        values: { primary: ltr(settings.primaryColor), secondary: ltr(settings.secondaryColor) },
      },
    ],
    homepage: [
      title ? { key: 'hero', values: { title } } : { key: 'heroDefault' },
      { key: settings.announcement ? 'announcementOn' : 'announcementOff' },
      { key: 'sectionsShown', values: { count: shown, n: formatNumber(shown, locale) } },
    ],
    customDomain: [
      settings.customDomain
        ? { key: 'domainSet', values: { domain: settings.customDomain } }
        : { key: 'domainNone' },
    ],
    contactFooter: [{ key: 'contactSet', values: { count: contacts, n: formatNumber(contacts, locale) } }],
    paymentOptions: [
      { key: payments.codEnabled ? 'codOn' : 'codOff' },
      { key: !payments.cardEnabled ? 'cardOff' : payments.cardReady ? 'cardOn' : 'cardNotReady' },
    ],
  };
}
