import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { users } from '@/db/schema/accounts';

/** Whether the user signs in with an authenticator app's code too (set once its first code was verified). */
export async function hasTwoFactor(userId: string): Promise<boolean> {
  const [row] = await getDb().select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, userId));
  return row?.on ?? false;
}
