import { NotFoundPage } from '@/components/not-found-page';

/** A 404 outside the storefront's frame (an unknown locale, the admin area). */
export default function NotFound() {
  return <NotFoundPage main />;
}
