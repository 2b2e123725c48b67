import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';

// The browser's tab names the page the shopper is on: "Page not found | Wishah", not the store's tagline.
export async function generateMetadata({ params }: PageProps<'/[locale]/[...rest]'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'errors' });
  return { title: t('notFoundTitle') };
}

// Any unknown path under a locale renders the localised 404 inside the store's header and footer.
export default function CatchAll() {
  notFound();
}
