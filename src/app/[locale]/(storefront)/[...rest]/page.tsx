import { notFound } from 'next/navigation';

// Any unknown path under a locale renders the localised 404 inside the store's header and footer.
export default function CatchAll() {
  notFound();
}
