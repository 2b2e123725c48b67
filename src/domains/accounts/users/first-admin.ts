import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { users } from '@/db/schema/accounts';
import { env } from '@/lib/env';
import { getAuth } from '../auth/server';

const DEFAULT_ADMIN_EMAIL = 'admin@wishah.local';

/**
 * Makes sure an owner exists (the start script calls it on every start). With ADMIN_EMAIL that account is created
 * (or promoted); otherwise, when the store has no admin yet, one is created with a generated password that is
 * printed once.
 */
export async function ensureFirstAdmin(print: (line: string) => void): Promise<void> {
  const db = getDb();
  if (!env.ADMIN_EMAIL) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'owner')).limit(1);
    if (existing) return;
  }
  const email = (env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const [user] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.email, email));
  if (user) {
    if (user.role !== 'owner') await db.update(users).set({ role: 'owner' }).where(eq(users.id, user.id));
    return;
  }
  const password = env.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
  const created = await getAuth().api.signUpEmail({ body: { name: 'Store Admin', email, password } });
  await db.update(users).set({ role: 'owner', emailVerified: true }).where(eq(users.id, created.user.id));
  print(`Admin account: ${email}`);
  if (!env.ADMIN_PASSWORD) print(`One-time password: ${password}   (shown once; change it after you log in)`);
}
