// Every page: Mantine's reset, default CSS variables and global classes (focus rings, reduced motion), which the
// storefront's plain controls use too. Its component styles come with MantineScope, in the `mantine` cascade layer;
// the reset is in that layer as well, or its `font: inherit` on buttons and inputs would outrank them.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './global.css';
import { mantineHtmlProps } from '@mantine/core';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ColorSchemeScript } from '@/components/color-scheme-script';
import { Providers } from '@/components/providers';
import { brandOf } from '@/domains/store-settings/brand';
import { getStoreSettings, originOf } from '@/domains/store-settings/queries';
import { storefrontClientMessages } from '@/i18n/client-messages';
import { directionOf, routing } from '@/i18n/routing';
import { imageUrl } from '@/lib/images';
import { themeCss } from '@/lib/theme-css';
import { preloadArabicFont } from './fonts';

// Pages render on their first request and are then served from cache (no database needed at build time).
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const [t, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'meta' }),
    getStoreSettings(),
  ]);
  const { name } = brandOf(settings, locale);
  // The owner's square icon, when set, is the favicon and home-screen icon (app/icon.svg otherwise).
  const icon = settings.icon ? imageUrl(settings.icon, 320) : null;
  return {
    // Canonical URLs and hreflang alternates are paths on the store's public origin (its custom domain once set).
    metadataBase: new URL(originOf(settings.customDomain)),
    // The store's own name from its settings (a renamed store's tab said the demo's tagline, issue 38); renaming
    // expires the settings' tag, and with it every page's title.
    title: { default: t('defaultTitle', { name }), template: t('titleTemplate', { name }) },
    description: t('description'),
    applicationName: name,
    ...(icon ? { icons: { icon: [{ url: icon, type: 'image/webp' }], apple: icon } } : {}),
    openGraph: {
      type: 'website',
      siteName: name,
      title: t('defaultTitle', { name }),
      description: t('description'),
      locale: locale === 'ar' ? 'ar_SA' : 'en_US',
      alternateLocale: locale === 'ar' ? 'en_US' : 'ar_SA',
    },
    twitter: { card: 'summary_large_image' },
    // No alternates here: a page inheriting them would name the home page as its own translation. Each storefront
    // page declares its canonical URL and hreflang alternates itself (domains/catalog/seo.ts).
  };
}

export async function generateViewport(): Promise<Viewport> {
  const { primaryColor } = await getStoreSettings();
  return { width: 'device-width', initialScale: 1, themeColor: primaryColor };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [settings, messages] = await Promise.all([getStoreSettings(), storefrontClientMessages()]);
  const colors = { primaryColor: settings.primaryColor, secondaryColor: settings.secondaryColor };
  const css = await themeCss(colors);
  const direction = directionOf(locale);
  if (locale === 'ar') preloadArabicFont();
  return (
    <html lang={locale} dir={direction} {...mantineHtmlProps}>
      <head>
        <ColorSchemeScript />
        {/* The theme's CSS variables, as MantineProvider would render them (lib/theme-css.ts). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: made from the theme's colours, validated on save. */}
        <style data-mantine-styles dangerouslySetInnerHTML={{ __html: css }} />
      </head>
      <body>
        <NextIntlClientProvider messages={messages}>
          <Providers direction={direction} colors={colors}>
            {children}
          </Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
