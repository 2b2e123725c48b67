// The end-to-end store's own database, for what a spec cannot do through pages: making a wait be over, and queueing
// a job as its schedule or its delay would (the store's workers then run it).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { E2E_BASE_URL } from '../../playwright.config';

const dataDir = path.join(os.tmpdir(), `wishah-e2e-${new URL(E2E_BASE_URL).port}`);
export const databaseUrl = () => fs.readFileSync(path.join(dataDir, 'database-url'), 'utf8');

/** One statement's rows, on a connection of its own. */
export async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const db = new pg.Client(databaseUrl());
  await db.connect();
  try {
    return (await db.query<T>(text, values)).rows;
  } finally {
    await db.end();
  }
}

/** Queues job `name` now through the store's own queue; the store's workers run it. */
export async function queueJob(name: string, data: object = {}) {
  const boss = new PgBoss({
    connectionString: databaseUrl(),
    schema: 'pgboss',
    supervise: false,
    schedule: false,
    migrate: false,
    createSchema: false,
  });
  await boss.start();
  try {
    await boss.send(name, data);
  } finally {
    await boss.stop({ graceful: false });
  }
}
