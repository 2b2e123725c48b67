// One PostgreSQL for the whole unit/integration run: the embedded server (or TEST_DATABASE_URL),
// with a migrated template database that each test file clones (see file-db.ts).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { TestProject } from 'vitest/node';

const TEMPLATE = 'wishah_template';

export default async function setup(project: TestProject) {
  let baseUrl = process.env.TEST_DATABASE_URL;
  let stop: (() => Promise<void>) | undefined;
  let dir: string | undefined;
  if (!baseUrl) {
    const { startEmbeddedPostgres } = await import('../../src/db/embedded');
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wishah-vitest-'));
    const server = await startEmbeddedPostgres(path.join(dir, 'postgres'), { persistent: false });
    baseUrl = server.url('postgres');
    stop = server.stop;
  }

  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE} with (force)`);
  await admin.query(`create database ${TEMPLATE}`);
  await admin.end();

  const templateUrl = withDatabase(baseUrl, TEMPLATE);
  const { connect } = await import('../../src/db/client');
  const { migrateDatabase } = await import('../../src/db/migrate');
  const { pool } = connect(templateUrl, 2);
  await migrateDatabase(pool);
  await pool.end();
  // The job queue's schema too (the app's server creates it at start), so no test file waits for it.
  const { createJobs } = await import('../../src/lib/jobs');
  const jobs = createJobs(templateUrl);
  await jobs.start();
  await jobs.stop();

  project.provide('databaseBaseUrl', baseUrl);
  project.provide('databaseTemplate', TEMPLATE);

  return async () => {
    await stop?.();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseBaseUrl: string;
    databaseTemplate: string;
  }
}
