import { ContentPage } from '@/domains/content/components/storefront/content-page';
import { getPage } from '@/domains/content/queries';
import { pageLocale } from '@/i18n/page-locale';
import { contentMetadata } from '../_components/content-metadata';

export const generateMetadata = ({ params }: PageProps<'/[locale]/about'>) =>
  contentMetadata(params, 'about');

export default async function AboutPage({ params }: PageProps<'/[locale]/about'>) {
  const [locale, page] = await Promise.all([pageLocale(params), getPage('about')]);
  return <ContentPage locale={locale} page={page} />;
}
