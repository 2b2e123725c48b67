import { ContentPage } from '@/domains/content/components/storefront/content-page';
import { getPage } from '@/domains/content/queries';
import { pageLocale } from '@/i18n/page-locale';
import { contentMetadata } from '../_components/content-metadata';

export const generateMetadata = ({ params }: PageProps<'/[locale]/terms'>) =>
  contentMetadata(params, 'terms');

export default async function TermsPage({ params }: PageProps<'/[locale]/terms'>) {
  const [locale, page] = await Promise.all([pageLocale(params), getPage('terms')]);
  return <ContentPage locale={locale} page={page} />;
}
