import 'server-only';
import { eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { users } from '@/db/schema/accounts';

/**
 * The demo store's catalogue staff member (README, "Staff and roles"), so the demo shows a role's narrower admin:
 * products, categories, search words and discounts only. A known password is fine for a demo and nowhere else:
 * Settings → Remove demo data deletes the account (`removeDemoStaff`).
 */
export const DEMO_STAFF = {
  name: 'Catalogue Demo',
  email: 'catalogue@wishah.local',
  password: 'catalogue-demo-pass',
  role: 'catalogue',
} as const;

/** The demo staff member's part of Settings → Remove demo data: their account (sessions go with it). */
export async function removeDemoStaff(tx: Tx): Promise<number> {
  return (await tx.delete(users).where(eq(users.email, DEMO_STAFF.email)).returning({ id: users.id })).length;
}
