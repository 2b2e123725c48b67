// Start-up work for a fresh or existing database, run by `npm start` (scripts/start.ts) and `npm run seed:large`
// before the server starts: migrations, each domain's demo data, the first admin. It composes the database layer
// and the domains, so it lives with the scripts: src/db knows no domain.
import { getDb, getPool } from '../src/db/client';
import { migrateDatabase, withStartupLock } from '../src/db/migrate';
import { seedDemoStaff } from '../src/domains/accounts/demo/seed';
import { ensureFirstAdmin } from '../src/domains/accounts/users/first-admin';
import { seedDemoAuditEntries } from '../src/domains/audit/demo/seed';
import { seedDemoCartReminders } from '../src/domains/cart-reminders/demo/seed';
import { seedDemoCatalogue } from '../src/domains/catalog/demo/seed';
import { seedDemoContactRequests } from '../src/domains/contact/demo/seed';
import { seedDemoPages } from '../src/domains/content/seed';
import { seedDemoDiscounts } from '../src/domains/discounts/demo/seed';
import { seedDemoOrders } from '../src/domains/orders/demo/seed';
import { seedDemoReviews } from '../src/domains/reviews/demo/seed';
import { seedDemoStockAlerts } from '../src/domains/stock-alerts/demo/seed';
import { isDemoRemoved } from '../src/domains/store-settings/demo/removal';
import { seedStoreSettings } from '../src/domains/store-settings/seed';
import { env } from '../src/lib/env';

/** Migrations, demo data (with SEED_DEMO), first admin. Safe to run on every start and from several at once. */
export async function bootstrapDatabase(print: (line: string) => void): Promise<void> {
  await withStartupLock(getPool(), async () => {
    await migrateDatabase(getPool());
    // Once the owner removed the demo data (Settings), it never comes back.
    if (env.SEED_DEMO === 'true' && !(await isDemoRemoved(getDb()))) {
      await seedStoreSettings(getDb(), env.STORE_ID);
      await seedDemoPages(getDb());
      if (await seedDemoCatalogue(getDb())) print('Loaded the demo catalogue.');
      if (await seedDemoReviews(getDb())) print('Loaded the demo reviews.');
      if (await seedDemoOrders(getDb())) print('Loaded the demo orders.');
      if (await seedDemoContactRequests(getDb())) print('Loaded the demo contact requests.');
      if (await seedDemoDiscounts(getDb())) print('Loaded the demo discount codes.');
      if (await seedDemoStockAlerts(getDb())) print('Loaded the demo back-in-stock requests.');
      if (await seedDemoCartReminders(getDb())) print('Loaded the demo cart reminders.');
      if (await seedDemoAuditEntries(getDb())) print('Loaded the demo audit log entries.');
      if (await seedDemoStaff(getDb())) print('Created the demo catalogue staff member.');
    }
    await ensureFirstAdmin(print);
  });
}
