import 'server-only';
import { count } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { discounts } from '@/db/schema/discounts';
import { readSellingSettings } from '@/domains/store-settings/queries';
import { currencyDigits } from '@/lib/money';

/**
 * The demo shop's running codes (README: Discounts): WELCOME10, 10 % off an order of 50 or more, once per customer;
 * EID20, 20 off an order of 150 or more, for the first 100 orders. No automatic discount: the demo's prices stay
 * as listed until a shopper types a code. Only into an empty table.
 */
export async function seedDemoDiscounts(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(discounts);
  if ((row?.n ?? 0) > 0) return false;
  const { currency } = await readSellingSettings(db);
  const minor = (major: number) => major * 10 ** currencyDigits(currency);
  await db.insert(discounts).values([
    {
      code: 'WELCOME10',
      kind: 'percentage',
      value: 1000,
      minSubtotal: minor(50),
      perCustomerLimit: 1,
      demo: true,
    },
    {
      code: 'EID20',
      kind: 'fixed',
      value: minor(20),
      minSubtotal: minor(150),
      usageLimit: 100,
      perCustomerLimit: 1,
      demo: true,
    },
  ]);
  return true;
}
