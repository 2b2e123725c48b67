import { intlLocale } from '@/lib/money';
import { type ContactInfoInput, SOCIAL_NETWORKS } from './storefront-schemas';

// 2024-01-01 was a Monday: ISO weekday d falls on January d.
const dayOf = (isoDay: number) => new Date(Date.UTC(2024, 0, isoDay));

/** Consecutive ISO weekdays as runs: [1,2,3,5] → [[1,3],[5,5]]. */
function runs(days: readonly number[]): [number, number][] {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const out: [number, number][] = [];
  for (const day of sorted) {
    const last = out.at(-1);
    if (last && day === last[1] + 1) last[1] = day;
    else out.push([day, day]);
  }
  return out;
}

/**
 * The support hours as the page's language writes them: "Mon–Fri" and "8:00 AM" in English, the weekday names and
 * times with Arabic-Indic digits in Arabic. Null when no day is set.
 */
export function formatSupportHours(
  hours: { supportDays: readonly number[]; opens: string; closes: string },
  locale: string,
): { days: string; opens: string; closes: string } | null {
  if (hours.supportDays.length === 0) return null;
  const tag = intlLocale(locale);
  const weekday = new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' });
  const days = runs(hours.supportDays)
    .map(([from, to]) => {
      const first = weekday.format(dayOf(from));
      return from === to ? first : `${first}–${weekday.format(dayOf(to))}`;
    })
    .join(locale === 'ar' ? '، ' : ', ');
  const clock = new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const time = (value: string) => {
    const [h = 0, m = 0] = value.split(':').map(Number);
    return clock.format(new Date(Date.UTC(2024, 0, 1, h, m)));
  };
  return { days, opens: time(hours.opens), closes: time(hours.closes) };
}

/** The WhatsApp chat link of a number (digits only, international form). */
export const whatsappLink = (number: string) => `https://wa.me/${number.replace(/\D/g, '')}`;

/** The store's contacts as the footer and contact page show them on a page in `locale`. */
export function contactOf(contact: ContactInfoInput, locale: string) {
  return {
    phone: contact.phone,
    whatsapp: contact.whatsapp ? whatsappLink(contact.whatsapp) : null,
    email: contact.email,
    address:
      locale === 'ar' ? contact.address.ar || contact.address.en : contact.address.en || contact.address.ar,
    mapUrl: contact.mapUrl,
    social: SOCIAL_NETWORKS.filter((network) => contact.social[network]).map((network) => ({
      network,
      url: contact.social[network],
    })),
    hours: formatSupportHours(contact, locale),
  };
}
