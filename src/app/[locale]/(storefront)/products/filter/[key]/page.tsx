import { listingProps } from '../../../_components/filter-route';
import ListingPage, { generateMetadata as listingMetadata } from '../../page';

// /products with filters, as the page cache keeps it (src/domains/catalog/listing-path.mjs).
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata(props: PageProps<'/[locale]/products/filter/[key]'>) {
  return listingMetadata(await listingProps(props));
}

export default async function FilteredListingPage(props: PageProps<'/[locale]/products/filter/[key]'>) {
  return ListingPage(await listingProps(props));
}
