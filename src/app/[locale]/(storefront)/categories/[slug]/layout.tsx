import { notFound } from 'next/navigation';
import { getCategoryBySlug } from '@/domains/catalog/listing-queries';
import { slugFromSegment } from '@/domains/catalog/schemas';
import { pageLocale } from '@/i18n/page-locale';

// The category is checked here, above its sub category pages, so an unknown category under any sub path answers
// 'Categorie Not Found' (categories/not-found.tsx) and an unknown sub category 'Sub Category Not Found'.
export default async function CategoryLayout({
  children,
  params,
}: LayoutProps<'/[locale]/categories/[slug]'>) {
  const locale = await pageLocale(params);
  const slug = slugFromSegment((await params).slug);
  if (!slug || !(await getCategoryBySlug(locale, slug))) notFound();
  return children;
}
