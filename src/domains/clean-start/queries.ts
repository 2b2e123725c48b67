import 'server-only';
import { getDb } from '@/db/client';
import { countDemoCatalogue } from '@/domains/catalog/demo/removal';
import { countDemoContactRequests } from '@/domains/contact/demo/removal';
import { countDemoPages } from '@/domains/content/demo/removal';
import { countDemoOrders } from '@/domains/orders/demo/removal';
import { countDemoReviews } from '@/domains/reviews/demo/removal';
import type { DemoCounts } from './schemas';

/** What Remove demo data would delete now, per kind (the confirmation names these). */
export async function countDemoData(): Promise<DemoCounts> {
  const db = getDb();
  const [catalogue, orders, reviews, contactRequests, pages] = await Promise.all([
    countDemoCatalogue(db),
    countDemoOrders(db),
    countDemoReviews(db),
    countDemoContactRequests(db),
    countDemoPages(db),
  ]);
  return { ...catalogue, orders, reviews, contactRequests, pages };
}
