// Each test file gets its own database, cloned from the migrated template, before any app module loads.
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { afterAll, inject } from 'vitest';
import { withDatabase } from './global-db';

const baseUrl = inject('databaseBaseUrl');
const name = `wishah_test_${randomBytes(6).toString('hex')}`;
const admin = new Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`create database ${name} template ${inject('databaseTemplate')}`);
await admin.end();

process.env.DATABASE_URL = withDatabase(baseUrl, name);
process.env.DATA_DIR = `/tmp/${name}`;
process.env.BETTER_AUTH_SECRET = 'test-secret-test-secret-test-secret-1234';
process.env.APP_URL = 'http://localhost:3000';

afterAll(async () => {
  const { stopJobs } = await import('../../src/lib/jobs');
  await stopJobs();
  const { getPool } = await import('../../src/db/client');
  await getPool()
    .end()
    .catch(() => {});
  const client = new Client({ connectionString: baseUrl });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.end();
});
