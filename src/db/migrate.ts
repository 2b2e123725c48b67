import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Pool } from 'pg';

// Any constant shared by every instance: only one of them migrates at a time.
const MIGRATION_LOCK = 727_274_001;

/** Where drizzle's migrator records what it applied (its defaults, named so backups can copy the table). */
export const MIGRATIONS_SCHEMA = 'drizzle';
export const MIGRATIONS_TABLE = '__drizzle_migrations';

const migrationsFolder = () => path.join(process.cwd(), 'drizzle');

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
  await migrate(drizzle(pool), {
    migrationsFolder: migrationsFolder(),
    migrationsSchema: MIGRATIONS_SCHEMA,
    migrationsTable: MIGRATIONS_TABLE,
  });
}

/**
 * One committed migration as drizzle's migrator sees it: `createdAt` (the journal's `when`) and `hash` are what it
 * records in MIGRATIONS_TABLE once applied; `statements` are its SQL, in order.
 */
export type Migration = { tag: string; hash: string; createdAt: number; statements: string[] };

/** The migrations this release knows, oldest first. */
export function readMigrations(): Migration[] {
  const folder = migrationsFolder();
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const files = readMigrationFiles({ migrationsFolder: folder });
  return journal.entries.map((entry, i) => {
    const file = files[i];
    if (!file || file.folderMillis !== entry.when)
      throw new Error(`migration ${entry.tag} could not be read`);
    return { tag: entry.tag, hash: file.hash, createdAt: entry.when, statements: file.sql };
  });
}
