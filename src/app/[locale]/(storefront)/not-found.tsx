import { NotFoundPage } from '@/components/not-found-page';

/** An unknown storefront path: the 404 inside the store's header and footer (the catch-all page below). */
export default function StorefrontNotFound() {
  return <NotFoundPage />;
}
