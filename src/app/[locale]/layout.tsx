import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/700.css';
import './global.css';
import { ColorSchemeScript, mantineHtmlProps } from '@mantine/core';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Providers } from '@/components/providers';
import { LiveUserLoader } from '@/domains/accounts/components/live-user-loader';
import { getStoreSettings } from '@/domains/store-settings/queries';
import { directionOf, routing } from '@/i18n/routing';
import { env } from '@/lib/env';

// Pages render on their first request and are then served from cache (no database needed at build time).
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    metadataBase: new URL(env.APP_URL),
    title: { default: t('defaultTitle'), template: t('titleTemplate') },
    description: t('description'),
    applicationName: t('siteName'),
    openGraph: {
      type: 'website',
      siteName: t('siteName'),
      title: t('defaultTitle'),
      description: t('description'),
      locale: locale === 'ar' ? 'ar_SA' : 'en_US',
      alternateLocale: locale === 'ar' ? 'en_US' : 'ar_SA',
    },
    twitter: { card: 'summary_large_image' },
    alternates: { languages: { en: '/en', ar: '/ar' } },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#242F51',
};

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const settings = await getStoreSettings();
  const direction = directionOf(locale);
  return (
    <html lang={locale} dir={direction} {...mantineHtmlProps}>
      <head>
        <ColorSchemeScript defaultColorScheme="light" />
      </head>
      <body>
        <NextIntlClientProvider>
          <Providers
            direction={direction}
            colors={{ primaryColor: settings.primaryColor, secondaryColor: settings.secondaryColor }}
          >
            {children}
            <LiveUserLoader />
          </Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
