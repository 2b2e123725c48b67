import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { staffPolicies, users } from '@/db/schema/accounts';
import { env } from '@/lib/env';

/** Whether the user signs in with an authenticator app's code too (set once its first code was verified). */
export async function hasTwoFactor(userId: string): Promise<boolean> {
  const [row] = await getDb().select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, userId));
  return row?.on ?? false;
}

/** Whether every staff member must sign in with an authenticator app's code too (read fresh, on each admin page). */
export async function readStaffTwoFactorRequired(): Promise<boolean> {
  const [row] = await getDb()
    .select({ required: staffPolicies.twoFactorRequired })
    .from(staffPolicies)
    .where(eq(staffPolicies.storeId, env.STORE_ID));
  return row?.required ?? false;
}
