import 'server-only';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Pool } from 'pg';

// Any constant shared by every instance: only one of them migrates at a time.
const MIGRATION_LOCK = 727_274_001;

/** Runs `fn` while holding the start-up advisory lock, so several instances starting at once take turns. */
export async function withStartupLock<T>(pool: Pool, fn: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    return await fn();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

/** Applies the committed SQL migrations in `drizzle/`. Call inside `withStartupLock`. */
export async function migrateDatabase(pool: Pool): Promise<void> {
  await migrate(drizzle(pool), { migrationsFolder: path.join(process.cwd(), 'drizzle') });
}
