import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { removeDemoStaff } from '@/domains/accounts/demo/removal';
import { removeDemoAuditEntries } from '@/domains/audit/demo/removal';
import { recordAudit } from '@/domains/audit/record';
import { removeDemoCartReminders } from '@/domains/cart-reminders/demo/removal';
import { removeDemoCatalogue } from '@/domains/catalog/demo/removal';
import { removeDemoContactRequests } from '@/domains/contact/demo/removal';
import { removeDemoPages } from '@/domains/content/demo/removal';
import { removeDemoDiscounts } from '@/domains/discounts/demo/removal';
import { imagesShownByOrders, removeDemoOrders } from '@/domains/orders/demo/removal';
import { removeDemoReviews } from '@/domains/reviews/demo/removal';
import { removeDemoStockAlerts } from '@/domains/stock-alerts/demo/removal';
import { unlockBaseCurrency } from '@/domains/store-settings/currency-lock';
import { markDemoRemoved } from '@/domains/store-settings/demo/removal';
import type { CacheChange } from '@/lib/cache';
import { removeImage } from '@/lib/image-processing';
import { logger } from '@/lib/logger';
import type { DemoCounts } from './schemas';

/**
 * Removes the demo data in one transaction, each domain deleting its own demo rows: orders first (their lines keep
 * their own copy of a product), then reviews, products, the categories and brands no product of the owner's uses,
 * contact requests and the pages' demo text. With no order left, the base currency is free again. Then, committed,
 * the demo pictures no row and no order line shows are deleted from storage. Running it again removes nothing.
 */
export async function removeDemoData(): Promise<{ counts: DemoCounts; cache: CacheChange }> {
  const result = await getDb().transaction(async (tx) => {
    // New orders wait until this is committed, and an order placed before it is seen: "no order left" is true when
    // the base currency is unlocked. (An order whose transaction read the lock just before this one freed it may still
    // be placed right after; docs/decisions/0021.)
    await tx.execute(sql`lock table orders in share mode`);
    const { orders, ordersLeft } = await removeDemoOrders(tx);
    const reviews = await removeDemoReviews(tx);
    // The demo's waiting shoppers: not counted apart, they wait for demo products, which go next.
    await removeDemoStockAlerts(tx);
    await removeDemoCartReminders(tx);
    const catalogue = await removeDemoCatalogue(tx);
    const contactRequests = await removeDemoContactRequests(tx);
    const pages = await removeDemoPages(tx);
    // The demo codes (WELCOME10…): not counted on the page, which lists what the owner sees in the shop's lists.
    await removeDemoDiscounts(tx);
    // The demo's staff member, whose password the README gives: not on a real store.
    await removeDemoStaff(tx);
    if (!ordersLeft) await unlockBaseCurrency(tx);
    await markDemoRemoved(tx);
    await removeDemoAuditEntries(tx);
    const counts = { ...catalogue.counts, orders, reviews, contactRequests, pages: pages.pages };
    await recordAudit(tx, { action: 'demo.remove', entityType: 'store', after: counts });
    return {
      counts,
      imageKeys: catalogue.imageKeys,
      // All at once, lists too: the owner checks the shop right after, and the demo must not be seen there again.
      cache: {
        now: [...(catalogue.cache.now ?? []), ...(catalogue.cache.later ?? []), ...(pages.cache.now ?? [])],
      },
    };
  });
  // A file without a row is harmless; a row without its file is not: files go after the commit, and a failure
  // leaves only an unused file behind.
  const shown = await imagesShownByOrders(getDb(), result.imageKeys);
  await Promise.all(
    result.imageKeys
      .filter((key) => !shown.has(key))
      .map((key) =>
        removeImage(key).catch((error: unknown) =>
          logger.warn({ err: error, key }, 'a demo picture could not be deleted'),
        ),
      ),
  );
  return { counts: result.counts, cache: result.cache };
}
