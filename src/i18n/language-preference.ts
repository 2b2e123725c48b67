import { routing } from './routing';

/**
 * Whether a visitor asked for one of the store's languages: one they chose here (next-intl's cookie), or one in
 * their browser's list. Those who did not open the store in its default language (app/route.ts).
 */
export function hasLanguagePreference(hasLocaleCookie: boolean, acceptLanguage: string | null): boolean {
  if (hasLocaleCookie) return true;
  return (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim().toLowerCase().split('-')[0])
    .some((language) => routing.locales.includes(language as (typeof routing.locales)[number]));
}
