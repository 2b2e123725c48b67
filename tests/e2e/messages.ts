import { createTranslator } from 'next-intl';
import ar from '../../messages/ar.json' with { type: 'json' };
import en from '../../messages/en.json' with { type: 'json' };
import { ACCOUNT_MESSAGE_VALUES } from '../../src/domains/accounts/limits';
import { PHOTO_MAX_BYTES } from '../../src/domains/accounts/profile/limits';
import { messageFormats } from '../../src/i18n/formats';

// The numbers the app passes into its messages (the limits of the rules), so a test reads the text as shown.
const VALUES = { ...ACCOUNT_MESSAGE_VALUES, maxMb: PHOTO_MAX_BYTES / 2 ** 20 };

/** A message as a page in `locale` shows it, with the app's own numbers in the page's digits. */
export function shown(locale: 'en' | 'ar', key: string): string {
  const t = createTranslator({
    locale,
    messages: locale === 'en' ? en : ar,
    formats: messageFormats(locale),
  });
  return (t as unknown as (key: string, values: object) => string)(key, VALUES);
}
