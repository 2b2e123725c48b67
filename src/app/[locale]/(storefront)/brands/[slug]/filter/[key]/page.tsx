import { listingProps } from '../../../../_components/filter-route';
import BrandPage, { generateMetadata as brandMetadata } from '../../page';

// A brand's page with filters, as the page cache keeps it (src/domains/catalog/listing-path.mjs).
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata(props: PageProps<'/[locale]/brands/[slug]/filter/[key]'>) {
  return brandMetadata(await listingProps(props));
}

export default async function FilteredBrandPage(props: PageProps<'/[locale]/brands/[slug]/filter/[key]'>) {
  return BrandPage(await listingProps(props));
}
