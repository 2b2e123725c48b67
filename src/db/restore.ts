import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { Client, escapeIdentifier } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import * as tar from 'tar-stream';
import type { Storage } from '@/lib/storage';
import {
  AUTH_SECRET_ENTRY,
  BackupError,
  MANIFEST_ENTRY,
  type Manifest,
  manifestSchema,
  notExtensionOwned,
  qualified,
  shopCounts,
  tableEntry,
  UPLOADS_ENTRY,
} from './backup-format';
import { MIGRATIONS_SCHEMA, MIGRATIONS_TABLE, type Migration, readMigrations } from './migrate';

export type RestoreTarget = {
  databaseUrl: string;
  uploads: Storage;
  /** Where the store keeps the secret it generated (DATA_DIR/auth-secret), written when the backup carries one. */
  authSecretFile?: string;
};

export type RestoreSummary = {
  manifest: Manifest;
  /** Rows restored, by table name. */
  rows: Record<string, number>;
  files: number;
};

/** The migrations to apply to reach the backup's, or a refusal when this release does not know one of them. */
function migrationsFor(manifest: Manifest): Migration[] {
  const known = readMigrations();
  const last = manifest.migrations.at(-1);
  return manifest.migrations.map((applied) => {
    const ours = known.find((m) => m.createdAt === applied.createdAt);
    if (!ours) {
      throw new BackupError(
        `This backup was taken at migration ${last?.tag ?? applied.tag ?? applied.hash.slice(0, 12)}, which this ` +
          'release of Wishah does not know (a newer release made it). Update the store to that release or a later ' +
          'one (git pull, npm ci), then run the restore again. Nothing was changed.',
      );
    }
    if (ours.hash !== applied.hash) {
      throw new BackupError(
        `The backup's migration ${ours.tag} differs from this release's copy of it, so its tables would not match. ` +
          'Restore it with the release that took it. Nothing was changed.',
      );
    }
    return ours;
  });
}

/** Refuses while anyone else is connected: a running store would keep writing into what is being replaced. */
async function requireNoOtherConnections(client: Client): Promise<void> {
  const { rows } = await client.query<{ n: number; names: string | null }>(
    `select count(*)::int as n, string_agg(distinct nullif(application_name, ''), ', ') as names
     from pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
  );
  const { n = 0, names = null } = rows[0] ?? {};
  if (n > 0) {
    throw new BackupError(
      `${n} other connection${n === 1 ? ' is' : 's are'} open on this database${names ? ` (${names})` : ''}: ` +
        'stop the store first (every instance), then run the restore again. Nothing was changed.',
    );
  }
}

/**
 * Removes the app's objects from the database, leaving extensions (pg_trgm, unaccent) and anything an extension
 * owns: every table, view, sequence, function and type in `public`, the migrations' schema, and the job queue's
 * (pg-boss creates it again at start; jobs queued for the replaced data must not run against the restored one).
 */
async function dropAppObjects(client: Client): Promise<void> {
  const relations = await client.query<{ name: string; kind: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name, c.relkind as kind
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S') and ${notExtensionOwned('pg_class', 'c.oid')}`,
  );
  const kinds: [string, string][] = [
    ['r', 'table'],
    ['p', 'table'],
    ['f', 'foreign table'],
    ['v', 'view'],
    ['m', 'materialized view'],
    ['S', 'sequence'],
  ];
  for (const [kind, noun] of kinds) {
    const names = relations.rows.filter((r) => r.kind === kind).map((r) => r.name);
    if (names.length) await client.query(`drop ${noun} if exists ${names.join(', ')} cascade`);
  }
  const routines = await client.query<{ signature: string; aggregate: boolean }>(
    `select p.oid::regprocedure::text as signature, p.prokind = 'a' as aggregate
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public' and ${notExtensionOwned('pg_proc', 'p.oid')}`,
  );
  for (const r of routines.rows) {
    await client.query(`drop ${r.aggregate ? 'aggregate' : 'routine'} if exists ${r.signature} cascade`);
  }
  const types = await client.query<{ name: string }>(
    `select format('%I.%I', n.nspname, t.typname) as name from pg_type t join pg_namespace n on n.oid = t.typnamespace
     where n.nspname = 'public' and t.typtype in ('e', 'd', 'r', 'c')
       and (t.typrelid = 0 or (select relkind from pg_class where oid = t.typrelid) = 'c')
       and ${notExtensionOwned('pg_type', 't.oid')}`,
  );
  for (const t of types.rows) await client.query(`drop type if exists ${t.name} cascade`);
  await client.query(`drop schema if exists ${escapeIdentifier(MIGRATIONS_SCHEMA)} cascade`);
  await client.query('drop schema if exists pgboss cascade');
}

/** The backup's migrations, applied as drizzle's migrator would (its table is then filled from the backup). */
async function applyMigrations(client: Client, migrations: Migration[]): Promise<void> {
  for (const migration of migrations) {
    for (const statement of migration.statements) await client.query(statement);
  }
  await client.query(`create schema ${escapeIdentifier(MIGRATIONS_SCHEMA)}`);
  await client.query(
    `create table ${qualified({ schema: MIGRATIONS_SCHEMA, name: MIGRATIONS_TABLE })}
     (id serial primary key, hash text not null, created_at bigint)`,
  );
}

/** The next entry of the archive, or null at its end. */
type Entries = AsyncIterator<tar.ExtractEvents['entry'][1]>;
const nextEntry = async (entries: Entries) => {
  const next = await entries.next();
  return next.done ? null : next.value;
};

/** Reads the manifest, the archive's first entry; anything else is not one of our backups. */
async function readManifest(entries: Entries): Promise<Manifest> {
  const first = await nextEntry(entries).catch(() => null);
  const parsed =
    first?.header.name === MANIFEST_ENTRY
      ? manifestSchema.safeParse(await text(first).then(JSON.parse, () => null))
      : null;
  if (!parsed?.success) {
    throw new BackupError(
      'This file is not a Wishah backup (it has no readable manifest). Nothing was changed.',
    );
  }
  return parsed.data;
}

/**
 * Restores a backup (`input`, the .tar.gz) into the database at `databaseUrl` and the storage `uploads`, replacing
 * what they hold. The database part is one transaction: the app's objects are dropped, the backup's migrations
 * applied, every table filled by COPY with its triggers off (the rows are copies, not new events), its sequences set;
 * it commits only once every file is stored too. A refusal or failure changes nothing: files stored for it are
 * removed again. After the commit, files the backup does not have are removed. Newer migrations are `npm start`'s.
 */
export async function restoreBackup(input: Readable, target: RestoreTarget): Promise<RestoreSummary> {
  const extract = tar.extract();
  const unpacked = pipeline(input, createGunzip(), extract as unknown as Writable);
  unpacked.catch(() => {}); // its failure surfaces as the next entry's
  const entries = extract[Symbol.asyncIterator]();
  const client = new Client({ connectionString: target.databaseUrl, application_name: 'wishah-restore' });
  const added: string[] = [];
  let open = false;
  let restored: {
    manifest: Manifest;
    rows: Record<string, number>;
    files: Set<string>;
    secret: Buffer | null;
  };
  try {
    const manifest = await readManifest(entries);
    const migrations = migrationsFor(manifest);
    await client.connect();
    await requireNoOtherConnections(client);

    await client.query('begin');
    open = true;
    // A store started meanwhile waits on these locks rather than serving half a restore; a lock held elsewhere
    // fails the restore instead of waiting for ever.
    await client.query("set local lock_timeout = '10s'");
    await dropAppObjects(client);
    await applyMigrations(client, migrations);
    const missing = await client.query<{ name: string }>(
      `select t.name from jsonb_to_recordset($1::jsonb) as t(schema text, name text)
       where to_regclass(format('%I.%I', t.schema, t.name)) is null`,
      [JSON.stringify(manifest.tables)],
    );
    if (missing.rowCount) {
      throw new BackupError(
        `The backup has tables its migrations do not create (${missing.rows.map((r) => r.name).join(', ')}). Nothing was changed.`,
      );
    }
    const tables = manifest.tables.map(qualified);
    for (const table of tables) await client.query(`alter table ${table} disable trigger user`);
    if (tables.length) await client.query(`truncate ${tables.join(', ')}`);

    const rows: Record<string, number> = {};
    const files = new Set<string>();
    let secret: Buffer | null = null;
    for (let entry = await nextEntry(entries); entry; entry = await nextEntry(entries)) {
      const name = entry.header.name;
      const table = manifest.tables.find((t) => tableEntry(t) === name);
      if (table) {
        const columns = table.columns.map(escapeIdentifier).join(', ');
        const copy = client.query(copyFrom(`copy ${qualified(table)} (${columns}) from stdin`));
        await pipeline(entry, copy);
        rows[table.name] = copy.rowCount;
      } else if (name.startsWith(UPLOADS_ENTRY)) {
        const key = name.slice(UPLOADS_ENTRY.length);
        const body = await buffer(entry);
        if (!(await target.uploads.has(key))) {
          await target.uploads.put(key, body);
          added.push(key);
        }
        files.add(key);
      } else if (name === AUTH_SECRET_ENTRY) {
        secret = await buffer(entry);
      } else {
        entry.resume();
      }
    }
    await unpacked;
    const absent = manifest.tables.filter((t) => rows[t.name] === undefined);
    if (absent.length) {
      throw new BackupError(
        `The backup is incomplete: it has no data for ${absent.map((t) => t.name).join(', ')}. Nothing was changed.`,
      );
    }
    for (const table of tables) await client.query(`alter table ${table} enable trigger user`);
    for (const s of manifest.sequences) {
      await client.query('select setval($1::regclass, $2::bigint, $3)', [qualified(s), s.value, s.called]);
    }
    await client.query('commit');
    restored = { manifest, rows, files, secret };
  } catch (error) {
    if (open) await client.query('rollback').catch(() => {});
    for (const key of added) await target.uploads.remove(key).catch(() => {});
    if (error instanceof BackupError) throw error;
    throw new BackupError(`The restore failed and changed nothing: ${(error as Error).message}`);
  } finally {
    input.destroy();
    await client.end().catch(() => {});
  }

  // Restored. What is left tidies up, and running the restore again would finish it.
  const { manifest, rows, files, secret } = restored;
  try {
    for await (const { key } of target.uploads.list()) {
      if (!files.has(key)) await target.uploads.remove(key);
    }
    if (secret && target.authSecretFile) {
      await fs.mkdir(path.dirname(target.authSecretFile), { recursive: true });
      await fs.writeFile(target.authSecretFile, secret, { mode: 0o600 });
    }
  } catch (error) {
    throw new BackupError(
      'The database and the files are restored, but removing the files the backup does not have, or writing ' +
        `the signing secret, failed: ${(error as Error).message}. Run the restore again to finish.`,
    );
  }
  return { manifest, rows, files: files.size };
}

/** What a restore brought back, in a few lines for the owner. */
export function describeRestore({ manifest, rows, files }: RestoreSummary): string[] {
  return [
    `Restored the backup taken at ${manifest.takenAt} (migration ${manifest.migrations.at(-1)?.tag ?? '?'}, ` +
      `PostgreSQL ${manifest.postgres}):`,
    `${shopCounts(rows, files)}.`,
  ];
}
