import { defineRouting } from 'next-intl/routing';

export const routing = defineRouting({
  locales: ['en', 'ar'],
  defaultLocale: 'en',
  localePrefix: 'always',
  // No `Link` header with hreflang alternates from the proxy: it would name the request's host and this page's slug
  // in the other language (product and category slugs differ by language). Each page's metadata names its own
  // canonical URL and alternates (domains/catalog/seo.ts), so the two can never disagree.
  alternateLinks: false,
});

export type Locale = (typeof routing.locales)[number];

export const directionOf = (locale: Locale) => (locale === 'ar' ? 'rtl' : 'ltr');
