import 'server-only';
import { escapeIdentifier } from 'pg';
import { z } from 'zod';

/**
 * A backup is one gzip'd tar (docs/decisions/0018-backups.md): `manifest.json` first, so a restore can refuse before
 * it changes anything; then `auth-secret` when the store signs with the secret it generated; then each table's COPY
 * text in an order that satisfies its foreign keys (`db/<schema>.<table>.copy`); then every upload
 * (`uploads/<key>`).
 */
export const BACKUP_FORMAT = 1;
export const MANIFEST_ENTRY = 'manifest.json';
export const AUTH_SECRET_ENTRY = 'auth-secret';
export const UPLOADS_ENTRY = 'uploads/';

export const tableEntry = (table: { schema: string; name: string }) =>
  `db/${table.schema}.${table.name}.copy`;

/** A table's or sequence's name for SQL: `"public"."orders"`. */
export const qualified = (t: { schema: string; name: string }) =>
  `${escapeIdentifier(t.schema)}.${escapeIdentifier(t.name)}`;

/** SQL: the object `oid` (of the catalog `pg_class`, `pg_proc`…) is not an extension's; those are never touched. */
export const notExtensionOwned = (catalog: string, oid: string) =>
  `not exists (select 1 from pg_depend d where d.classid = '${catalog}'::regclass and d.objid = ${oid} and d.deptype = 'e')`;

const migration = z.object({
  /** Null when the release that took the backup did not know it (the database was newer than the code). */
  tag: z.string().nullable(),
  hash: z.string(),
  createdAt: z.number(),
});

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  app: z.literal('wishah'),
  takenAt: z.iso.datetime(),
  /** The server it was taken from (`server_version`); any PostgreSQL 15+ restores it. */
  postgres: z.string(),
  /** Every migration the database had applied, oldest first; the last is the one the backup was taken at. */
  migrations: z.array(migration).min(1),
  /** In restore order; `columns` excludes generated ones, which PostgreSQL computes again. */
  tables: z.array(
    z.object({ schema: z.string(), name: z.string(), columns: z.array(z.string()), rows: z.number() }),
  ),
  /** Each sequence's position, so new rows continue after the restored ones. */
  sequences: z.array(
    z.object({ schema: z.string(), name: z.string(), value: z.string(), called: z.boolean() }),
  ),
  /** What was deliberately left out, for whoever reads the manifest. */
  excluded: z.array(z.string()),
  files: z.object({ count: z.number(), bytes: z.number() }),
  authSecret: z.boolean(),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestMigration = z.infer<typeof migration>;

const NAME = /^wishah-(\d{4})-(\d{2})-(\d{2})T(\d{2})(\d{2})(\d{2})Z\.tar\.gz$/;

/** A backup's file name, which sorts by time: `wishah-2026-11-28T030000Z.tar.gz` (UTC). */
export const backupName = (takenAt: Date) =>
  `wishah-${takenAt.toISOString().slice(0, 19).replace(/:/g, '')}Z.tar.gz`;

/** When a backup named by `backupName` was taken, or null for any other name (a path, a stray file). */
export function takenAtOf(name: string): Date | null {
  const m = NAME.exec(name);
  return m ? new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`) : null;
}

/** What an owner checks a backup or a restore by: `3 orders, 2 products, 1 review, 2 accounts, 6 files`. */
export function shopCounts(rows: Record<string, number>, files: number): string {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return [
    count(rows.orders ?? 0, 'order', 'orders'),
    count(rows.products ?? 0, 'product', 'products'),
    count(rows.reviews ?? 0, 'review', 'reviews'),
    count(rows.users ?? 0, 'account', 'accounts'),
    count(files, 'file', 'files'),
  ].join(', ');
}

/** A manifest's rows by table name. */
export const rowsOf = (manifest: Manifest) =>
  Object.fromEntries(manifest.tables.map((t) => [t.name, t.rows]));

/** A sentence for the owner: the backup or restore was refused or failed, and nothing was changed. */
export class BackupError extends Error {}
