import 'server-only';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { requireDatabaseUrl } from '@/lib/env';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;
/** A transaction: what `db.transaction` hands its callback, and what a write that must join one takes. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

type Handle = { pool: Pool; db: Database };
// One pool per process, kept across dev reloads.
const globalForDb = globalThis as unknown as { wishahDb?: Handle };

/** Opens a pool on `url`; callers own it and must end it. */
export function connect(url: string, max = 10): Handle {
  // The wait for a free connection: a burst (an owner's dashboard is a dozen reads at once) queues rather than
  // failing its requests with 500s. A database that cannot be reached is told apart by the server's own watch
  // (scripts/database-outage.mjs), which answers 503 before anything queues here.
  const pool = new Pool({ connectionString: url, max, connectionTimeoutMillis: 20_000 });
  pool.on('error', () => {}); // idle-client errors (server restart) surface on the next query instead
  // So do a checked-out client's between two queries of a transaction: the pool listens only to idle ones, and
  // the server going away under a transaction was an uncaught exception (seen stopping the database under load).
  pool.on('connect', (client) => client.on('error', () => {}));
  return { pool, db: drizzle(pool, { schema, casing: 'snake_case' }) };
}

function handle(): Handle {
  globalForDb.wishahDb ??= connect(requireDatabaseUrl());
  return globalForDb.wishahDb;
}

/** The app's database. */
export function getDb(): Database {
  return handle().db;
}

/** The app's pool, for raw SQL such as health checks and advisory locks. */
export function getPool(): Pool {
  return handle().pool;
}
