import type { Locale } from '@/i18n/routing';
import { intlLocale } from '@/lib/money';

/**
 * Every ISO 4217 currency the platform knows (the same list `currencyInput` accepts), as choices named in the
 * page's language: `USD — US Dollar`, `USD — دولار أمريكي`. Built on the server, so the page and the browser
 * never disagree about a name.
 */
export function currencyOptions(locale: Locale): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([intlLocale(locale)], { type: 'currency', fallback: 'code' });
  return Intl.supportedValuesOf('currency').map((code) => {
    const name = names.of(code);
    return { value: code, label: name && name !== code ? `${code} — ${name}` : code };
  });
}
