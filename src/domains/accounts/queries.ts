import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { users } from '@/db/schema';

/** How many customers and admins the store has. */
export async function getUserCounts(): Promise<{ customers: number; admins: number }> {
  const [row] = await getDb()
    .select({
      customers: sql<number>`count(*) filter (where ${users.role} <> 'admin')`.mapWith(Number),
      admins: sql<number>`count(*) filter (where ${users.role} = 'admin')`.mapWith(Number),
    })
    .from(users);
  return { customers: row?.customers ?? 0, admins: row?.admins ?? 0 };
}
