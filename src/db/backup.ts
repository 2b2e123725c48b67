import 'server-only';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { Client, escapeIdentifier } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import * as tar from 'tar-stream';
import type { Storage } from '@/lib/storage';
import {
  AUTH_SECRET_ENTRY,
  BACKUP_FORMAT,
  BackupError,
  MANIFEST_ENTRY,
  type Manifest,
  notExtensionOwned,
  qualified,
  tableEntry,
  UPLOADS_ENTRY,
} from './backup-format';
import { MIGRATIONS_SCHEMA, MIGRATIONS_TABLE, readMigrations } from './migrate';

/**
 * Left out of every backup, as data derived from the rest: the shared page cache and its tags' expiry times
 * (docs/decisions/0015), which fill again as pages are visited. Their tables come back empty. The job queue's own
 * schema (`pgboss`) is not the app's and is never read.
 */
export const EXCLUDED_TABLES = ['page_cache', 'cache_tags'];

export type BackupSource = {
  databaseUrl: string;
  uploads: Storage;
  /** The signing secret the store generated (DATA_DIR/auth-secret), so a moved shop keeps its sessions and links. */
  authSecret?: string | null;
  /** A folder on a disk with room for the tables' data while the archive is written (emptied after). */
  workDir: string;
  /** Runs once the snapshot is taken, before any table is read (the tests write from another connection here). */
  onSnapshot?: () => Promise<void>;
};

type Table = { oid: number; schema: string; name: string; columns: string[] };

/** The app's tables: every one in `public` but the excluded, and the migrations table. */
async function readTables(client: Client): Promise<Table[]> {
  const { rows } = await client.query<Table>(
    `select c.oid::int as oid, n.nspname as schema, c.relname as name,
       array(select a.attname::text from pg_attribute a
             where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
             order by a.attnum) as columns
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'r'
       and ((n.nspname = 'public' and c.relname <> all($1)) or (n.nspname = $2 and c.relname = $3))
       and ${notExtensionOwned('pg_class', 'c.oid')}
     order by n.nspname, c.relname`,
    [EXCLUDED_TABLES, MIGRATIONS_SCHEMA, MIGRATIONS_TABLE],
  );
  return rows;
}

/** The tables with every table a foreign key points to before the table that points: COPY FROM then checks out. */
async function inForeignKeyOrder(client: Client, tables: Table[]): Promise<Table[]> {
  const { rows } = await client.query<{ child: number; parent: number }>(
    `select conrelid::int as child, confrelid::int as parent from pg_constraint
     where contype = 'f' and conrelid <> confrelid`,
  );
  const ordered: Table[] = [];
  const placed = new Set<number>();
  let rest = tables;
  while (rest.length) {
    const ready = rest.filter((t) =>
      rows.every(
        (fk) => fk.child !== t.oid || placed.has(fk.parent) || !rest.some((r) => r.oid === fk.parent),
      ),
    );
    if (!ready.length) {
      throw new BackupError(
        `These tables reference each other in a cycle, so no restore order exists: ${rest.map((t) => t.name).join(', ')}.`,
      );
    }
    for (const t of ready) placed.add(t.oid);
    ordered.push(...ready);
    rest = rest.filter((t) => !placed.has(t.oid));
  }
  return ordered;
}

async function readSequences(client: Client): Promise<Manifest['sequences']> {
  const { rows } = await client.query<{ schema: string; name: string }>(
    `select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'S' and n.nspname in ('public', $1)
       and ${notExtensionOwned('pg_class', 'c.oid')}
     order by 1, 2`,
    [MIGRATIONS_SCHEMA],
  );
  const sequences: Manifest['sequences'] = [];
  for (const s of rows) {
    const { rows: at } = await client.query<{ value: string; called: boolean }>(
      `select last_value::text as value, is_called as called from ${qualified(s)}`,
    );
    if (at[0]) sequences.push({ ...s, ...at[0] });
  }
  return sequences;
}

/** What the database had applied, named by this release's journal (null for a migration it does not know). */
async function readAppliedMigrations(client: Client): Promise<Manifest['migrations']> {
  const exists = await client.query('select 1 from pg_tables where schemaname = $1 and tablename = $2', [
    MIGRATIONS_SCHEMA,
    MIGRATIONS_TABLE,
  ]);
  const { rows } = exists.rowCount
    ? await client.query<{ hash: string; created_at: string }>(
        `select hash, created_at::text from ${qualified({ schema: MIGRATIONS_SCHEMA, name: MIGRATIONS_TABLE })}
         order by created_at, id`,
      )
    : { rows: [] };
  if (!rows.length) {
    throw new BackupError(
      'This database has no Wishah tables (no migration was ever applied to it), so there is nothing to back up.',
    );
  }
  const known = readMigrations();
  return rows.map((row) => {
    const createdAt = Number(row.created_at);
    const tag = known.find((m) => m.createdAt === createdAt && m.hash === row.hash)?.tag ?? null;
    return { tag, hash: row.hash, createdAt };
  });
}

/** Adds one entry to the archive from a stream of `size` bytes. */
async function addEntry(pack: tar.Pack, name: string, size: number, body: Readable | Buffer): Promise<void> {
  if (Buffer.isBuffer(body)) {
    await new Promise<void>((resolve, reject) =>
      pack.entry({ name, size, mode: 0o600 }, body, (error) => (error ? reject(error) : resolve())),
    );
    return;
  }
  await pipeline(body, pack.entry({ name, size, mode: 0o600 }) as unknown as Writable);
}

/**
 * Writes a backup of the database at `databaseUrl` and the files in `uploads` to `out`, and returns its manifest.
 * Every table is read in ONE snapshot (REPEATABLE READ, READ ONLY) while the store keeps serving, so an order and
 * its lines are there together or not at all; the uploads are listed right after the snapshot is taken, so each file
 * a row of the snapshot names was already stored.
 */
export async function writeBackup(source: BackupSource, out: Writable): Promise<Manifest> {
  await fs.mkdir(source.workDir, { recursive: true });
  const work = await fs.mkdtemp(path.join(source.workDir, '.backup-'));
  const client = new Client({ connectionString: source.databaseUrl, application_name: 'wishah-backup' });
  try {
    await client.connect();
    await client.query('begin isolation level repeatable read read only');
    // The snapshot is taken by the transaction's first query: everything below reads the database as of here.
    const postgres =
      (await client.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v ?? '';
    const migrations = await readAppliedMigrations(client);
    await source.onSnapshot?.();
    const files: { key: string; size: number }[] = [];
    for await (const { key, size } of source.uploads.list()) files.push({ key, size });

    const tables = await inForeignKeyOrder(client, await readTables(client));
    const copied: (Manifest['tables'][number] & { file: string })[] = [];
    for (const [i, table] of tables.entries()) {
      const file = path.join(work, `${i}.copy`);
      const columns = table.columns.map(escapeIdentifier).join(', ');
      const stream = client.query(copyTo(`copy ${qualified(table)} (${columns}) to stdout`));
      await pipeline(stream, createWriteStream(file));
      copied.push({
        schema: table.schema,
        name: table.name,
        columns: table.columns,
        rows: stream.rowCount,
        file,
      });
    }
    const sequences = await readSequences(client);
    await client.query('commit');

    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      app: 'wishah',
      takenAt: new Date().toISOString(),
      postgres,
      migrations,
      tables: copied.map(({ file: _, ...table }) => table),
      sequences,
      excluded: [...EXCLUDED_TABLES.map((name) => `public.${name}`), 'pgboss (the job queue)'],
      files: { count: files.length, bytes: files.reduce((sum, f) => sum + f.size, 0) },
      authSecret: Boolean(source.authSecret),
    };

    const pack = tar.pack();
    const written = pipeline(pack as unknown as Readable, createGzip(), out);
    try {
      const json = Buffer.from(JSON.stringify(manifest, null, 2));
      await addEntry(pack, MANIFEST_ENTRY, json.length, json);
      if (source.authSecret) {
        const secret = Buffer.from(source.authSecret);
        await addEntry(pack, AUTH_SECRET_ENTRY, secret.length, secret);
      }
      for (const table of copied) {
        const { size } = await fs.stat(table.file);
        await addEntry(pack, tableEntry(table), size, createReadStream(table.file));
      }
      for (const { key, size } of files) {
        // Content-addressed files are never rewritten; one removed since the listing is simply not in the backup.
        const body = await source.uploads.open(key);
        if (body) await addEntry(pack, `${UPLOADS_ENTRY}${key}`, size, body);
      }
      pack.finalize();
    } catch (error) {
      pack.destroy(error as Error);
    }
    await written;
    return manifest;
  } finally {
    await client.end().catch(() => {});
    await fs.rm(work, { recursive: true, force: true });
  }
}
