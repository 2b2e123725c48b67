// A backup taken while the store serves, restored into a new database and a new uploads folder, is the same shop;
// a backup this release cannot restore, or a damaged one, changes nothing. On the embedded PostgreSQL, or the
// server at TEST_DATABASE_URL (CI's Debian PostgreSQL 15).
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { Client } from 'pg';
import * as tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { RENDITION_WIDTHS } from '@/lib/images';
import { createProduct } from '../../tests/factories/catalog';
import { checkoutFor } from '../../tests/factories/orders';
import { buildShop } from '../../tests/factories/shop';
import { contents, files, query } from '../../tests/setup/db-contents';
import { withDatabase } from '../../tests/setup/global-db';
import { testRequest } from '../../tests/setup/request';
import { startS3Server } from '../../tests/setup/s3-server';
import { MANIFEST_ENTRY, type Manifest } from './backup-format';

const { writeBackup } = await import('./backup');
const { describeRestore, restoreBackup } = await import('./restore');
const { readMigrations } = await import('./migrate');
const { BACKUPS_PREFIX, bucketStorage, copyFiles, diskStorage, storage } = await import('@/lib/storage');
const { placeOrderAction } = await import('@/domains/orders/actions');

const baseUrl = inject('databaseBaseUrl');
const sourceUrl = process.env.DATABASE_URL as string;
const databases: string[] = [];
let work = '';
let shop: Awaited<ReturnType<typeof buildShop>>;

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'wishah-backup-test-'));
  shop = await buildShop();
});
afterAll(async () => {
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  for (const name of databases) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  await fs.rm(work, { recursive: true, force: true });
});

/** A new, empty database on the same server. */
async function newDatabase(): Promise<string> {
  const name = `wishah_restore_${randomBytes(5).toString('hex')}`;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  databases.push(name);
  return withDatabase(baseUrl, name);
}

async function backUp(name: string, onSnapshot?: () => Promise<void>): Promise<[string, Manifest]> {
  const file = path.join(work, name);
  const manifest = await writeBackup(
    {
      databaseUrl: sourceUrl,
      uploads: storage,
      workDir: work,
      authSecret: 'the-generated-secret',
      onSnapshot,
    },
    createWriteStream(file),
  );
  return [file, manifest];
}

const sourceUploads = () => path.join(process.env.DATA_DIR as string, 'uploads');

describe('a backup restored into a new database and uploads folder', () => {
  let restoredUrl = '';
  let restoredUploads = '';
  /** Restores `file` over the shop the first test restored. */
  const restoreOver = (file: string) =>
    restoreBackup(createReadStream(file), {
      databaseUrl: restoredUrl,
      uploads: diskStorage(restoredUploads),
    });

  it('is the same shop: every row, sequence and file, with its orders, stock, reviews and pictures', async () => {
    // The shared page cache is derived data and stays out.
    await query(sourceUrl, "insert into page_cache values ('build', '/en', 'x', 1, 1, now())");
    const [file, manifest] = await backUp('shop.tar.gz');
    expect(manifest.migrations.at(-1)?.tag).toBe(readMigrations().at(-1)?.tag);
    expect(manifest.postgres).toMatch(/^\d+\.\d+/);
    expect(manifest.tables.map((t) => t.name)).not.toContain('page_cache');
    expect(manifest.tables.map((t) => `${t.schema}.${t.name}`)).toContain('drizzle.__drizzle_migrations');
    expect(manifest.files.count).toBe(2 * RENDITION_WIDTHS.length); // two pictures, each in every width

    restoredUrl = await newDatabase();
    restoredUploads = path.join(work, 'restored-uploads');
    const secretFile = path.join(work, 'auth-secret');
    const summary = await restoreBackup(createReadStream(file), {
      databaseUrl: restoredUrl,
      uploads: diskStorage(restoredUploads),
      authSecretFile: secretFile,
    });
    expect(describeRestore(summary)[1]).toBe(
      `3 orders, 2 products, 1 review, 2 accounts, ${2 * RENDITION_WIDTHS.length} files.`,
    );

    const { rows, sequences } = await contents(sourceUrl);
    rows['public.page_cache'] = [];
    expect(await contents(restoredUrl)).toEqual({ rows, sequences });
    expect(await files(restoredUploads)).toEqual(await files(sourceUploads()));
    expect(await fs.readFile(secretFile, 'utf8')).toBe('the-generated-secret');

    // What the owner would look at first.
    const orders = await query<{ number: number; status: string; payment_status: string; total: number }>(
      restoredUrl,
      'select number, status, payment_status, total from orders order by number',
    );
    expect(orders.map((o) => [o.number, o.status, o.payment_status])).toEqual([
      [shop.orders.delivered.number, 'delivered', 'paid'],
      [shop.orders.cancelled.number, 'cancelled', 'unpaid'],
      [shop.orders.pending.number, 'pending', 'unpaid'],
    ]);
    const stock = await query<{ stock: number }>(
      restoredUrl,
      'select stock from product_variants where id = any($1) order by id',
      [shop.products.map((p) => p.variantId)],
    );
    expect(stock.map((s) => s.stock)).toEqual([10 - 2 - 1, 10 - 1]);
    const [rating] = await query(
      restoredUrl,
      'select rating_average, rating_count from products where id = $1',
      [shop.products[0]?.id],
    );
    expect(rating).toEqual({ rating_average: 5, rating_count: 1 });
    // Each product's pictures are there, byte for byte (compared above), under the keys its rows name.
    const images = await query<{ image: string }>(restoredUrl, 'select image from product_images');
    expect(images).toHaveLength(2);
    for (const { image } of images) {
      for (const width of RENDITION_WIDTHS) {
        expect(await diskStorage(restoredUploads).has(`${image}-${width}.webp`)).toBe(true);
      }
    }

    // The next order continues the numbering, and `npm start`'s migrations find nothing left to apply.
    const [next] = await query<{ n: string }>(restoredUrl, "select nextval('order_number_seq')::text as n");
    expect(Number(next?.n)).toBe(shop.orders.pending.number + 1);
    const { connect } = await import('./client');
    const { migrateDatabase } = await import('./migrate');
    const { pool } = connect(restoredUrl, 1);
    await migrateDatabase(pool);
    await pool.end();
    const applied = await query(restoredUrl, 'select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(applied).toEqual([{ n: readMigrations().length }]);
  });

  it('is taken in one snapshot: an order and a product written meanwhile are wholly absent', async () => {
    const before = await contents(sourceUrl);
    const [file] = await backUp('during-orders.tar.gz', async () => {
      // Another connection, while the backup holds its snapshot: an order (its lines, events, taken stock) and a
      // product, each committed at once.
      testRequest.cookie = '';
      const placed = await placeOrderAction(
        checkoutFor([{ variantId: shop.products[0]?.variantId ?? 0, quantity: 1 }], shop.areaId),
      );
      expect(placed.ok).toBe(true);
      testRequest.cookie = shop.admin;
      await createProduct({ categoryId: shop.products[0]?.categoryId ?? 0 });
    });
    const after = await contents(sourceUrl);
    expect(after.rows['public.orders']).toHaveLength(4);

    // Restored over the shop restored above: an existing database is replaced, not added to.
    await restoreOver(file);
    const restored = await contents(restoredUrl);
    for (const table of ['public.orders', 'public.order_lines', 'public.order_events', 'public.products']) {
      expect(restored.rows[table]).toEqual(before.rows[table]);
    }
    const [stock] = await query(restoredUrl, 'select stock from product_variants where id = $1', [
      shop.products[0]?.variantId,
    ]);
    expect(stock).toEqual({ stock: 7 });
  });

  describe('refuses, changing nothing,', () => {
    /** The restored shop's rows and files, to show a refusal left them as they were. */
    const state = async () => ({ db: await contents(restoredUrl), files: await files(restoredUploads) });

    it('a backup taken at a migration this release does not know', async () => {
      const [last] = await query<{ created_at: string }>(
        sourceUrl,
        'select max(created_at)::text as created_at from drizzle.__drizzle_migrations',
      );
      // A newer release's migration, as it would be recorded.
      await query(sourceUrl, 'insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
        'f'.repeat(64),
        Number(last?.created_at) + 1000,
      ]);
      const [file, manifest] = await backUp('newer.tar.gz').finally(() =>
        query(sourceUrl, 'delete from drizzle.__drizzle_migrations where hash = $1', ['f'.repeat(64)]),
      );
      expect(manifest.migrations.at(-1)?.tag).toBeNull();
      const before = await state();
      await expect(restoreOver(file)).rejects.toThrow(
        /^This backup was taken at migration ffffffffffff, which this release of Wishah does not know/,
      );
      expect(await state()).toEqual(before);
    });

    it('a damaged backup, and a file that is no backup', async () => {
      const [file] = await backUp('whole.tar.gz');
      const whole = await fs.readFile(file);
      const damaged = path.join(work, 'damaged.tar.gz');
      await fs.writeFile(damaged, whole.subarray(0, Math.floor(whole.length * 0.9)));
      const before = await state();
      await expect(restoreOver(damaged)).rejects.toThrow(/^The restore failed and changed nothing: /);
      expect(await state()).toEqual(before);

      const notes = path.join(work, 'notes.txt');
      await fs.writeFile(notes, 'not a backup');
      await expect(restoreOver(notes)).rejects.toThrow(
        'This file is not a Wishah backup (it has no readable manifest). Nothing was changed.',
      );
      expect(await state()).toEqual(before);
    });

    it('a restore that fails at its last step, removing the files it had stored', async () => {
      const [file] = await backUp('last-step.tar.gz');
      // The same archive, its manifest naming one sequence more, which no migration creates: setval fails after
      // every table was filled and every file stored.
      const broken = path.join(work, 'last-step-broken.tar.gz');
      const extract = tar.extract();
      const pack = tar.pack();
      const written = pipeline(pack as unknown as Readable, createGzip(), createWriteStream(broken));
      await Promise.all([
        pipeline(createReadStream(file), createGunzip(), extract as unknown as Writable),
        (async () => {
          for await (const entry of extract) {
            let body = await buffer(entry);
            if (entry.header.name === MANIFEST_ENTRY) {
              const manifest = JSON.parse(body.toString()) as Manifest;
              manifest.sequences.push({ schema: 'public', name: 'no_such_seq', value: '1', called: true });
              body = Buffer.from(JSON.stringify(manifest));
            }
            pack.entry({ name: entry.header.name }, body);
          }
          pack.finalize();
        })(),
      ]);
      await written;

      const freshUrl = await newDatabase();
      const disk = diskStorage(path.join(work, 'fresh-uploads'));
      const stored: string[] = [];
      const uploads = {
        ...disk,
        put: (key: string, body: Buffer) => {
          stored.push(key);
          return disk.put(key, body);
        },
      };
      await expect(
        restoreBackup(createReadStream(broken), { databaseUrl: freshUrl, uploads }),
      ).rejects.toThrow(
        /^The restore failed and changed nothing: relation "public.no_such_seq" does not exist/,
      );
      expect(stored).toHaveLength(2 * RENDITION_WIDTHS.length);
      expect(
        await query(freshUrl, "select count(*)::int as n from pg_tables where schemaname = 'public'"),
      ).toEqual([{ n: 0 }]);
      for await (const left of disk.list()) expect.unreachable(`${left.key} was left behind`);
    });

    it('a database a store is connected to', async () => {
      const [file] = await backUp('busy.tar.gz');
      // This test file's own database: the app's pool holds connections to it, as a running store would.
      await expect(
        restoreBackup(createReadStream(file), {
          databaseUrl: sourceUrl,
          uploads: diskStorage(restoredUploads),
        }),
      ).rejects.toThrow(/other connections? (is|are) open on this database.*stop the store first/);
    });
  });
});

describe('a shop whose uploads are in a bucket', () => {
  it("is backed up from it and restored into it, leaving the bucket's kept backups alone", async () => {
    const s3 = await startS3Server('wishah-backup-test');
    try {
      const bucket = bucketStorage(s3.config);
      const kept = bucketStorage(s3.config, BACKUPS_PREFIX);
      await copyFiles(sourceUploads(), bucket);
      const file = path.join(work, 'from-bucket.tar.gz');
      const manifest = await writeBackup(
        { databaseUrl: sourceUrl, uploads: bucket, workDir: work },
        createWriteStream(file),
      );
      expect(manifest.files.count).toBe((await files(sourceUploads())).size);

      // Since then: a picture gone, a file added, and a backup kept beside the uploads.
      const [gone] = (await files(bucket)).keys();
      await bucket.remove(gone ?? '');
      await bucket.put('products/added-320.webp', Buffer.from('added since'));
      await kept.put('wishah-2026-01-01T030000Z.tar.gz', Buffer.from('a kept backup'));

      await restoreBackup(createReadStream(file), { databaseUrl: await newDatabase(), uploads: bucket });
      expect(await files(bucket)).toEqual(await files(sourceUploads()));
      expect(await kept.get('wishah-2026-01-01T030000Z.tar.gz')).toEqual(Buffer.from('a kept backup'));
    } finally {
      await s3.stop();
    }
  });
});
