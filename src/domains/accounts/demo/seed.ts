import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { users } from '@/db/schema/accounts';
import { getAuth } from '../auth/server';
import { DEMO_STAFF } from './removal';

/** Creates the demo staff member once; later starts (or a store whose owner removed it) change nothing. */
export async function seedDemoStaff(db: Database): Promise<boolean> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_STAFF.email));
  if (existing) return false;
  const { name, email, password, role } = DEMO_STAFF;
  const created = await getAuth().api.signUpEmail({ body: { name, email, password } });
  await db.update(users).set({ role, emailVerified: true }).where(eq(users.id, created.user.id));
  return true;
}
