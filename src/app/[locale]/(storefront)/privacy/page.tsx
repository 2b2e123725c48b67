import { ContentPage } from '@/domains/content/components/storefront/content-page';
import { getPage } from '@/domains/content/queries';
import { pageLocale } from '@/i18n/page-locale';
import { contentMetadata } from '../_components/content-metadata';

export const generateMetadata = ({ params }: PageProps<'/[locale]/privacy'>) =>
  contentMetadata(params, 'privacy');

export default async function PrivacyPage({ params }: PageProps<'/[locale]/privacy'>) {
  const [locale, page] = await Promise.all([pageLocale(params), getPage('privacy')]);
  return <ContentPage locale={locale} page={page} />;
}
