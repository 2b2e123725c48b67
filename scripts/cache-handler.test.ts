import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js';
import { Client } from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import SharedCacheHandler, {
  asSentBytes,
  CACHE_CHANNEL,
  type CacheEntry,
  createSharedCache,
  isCurrent,
  type SharedCache,
} from './cache-handler.mjs';

const manifest = tagsManifest as Map<string, { stale?: number; expired?: number }>;
const url = () => process.env.DATABASE_URL as string;
const opened: SharedCache[] = [];

/** One instance's link to the shared cache; closed after the test. */
function instance(buildId = 'build-1', databaseUrl = url()): SharedCache {
  const shared = createSharedCache({ databaseUrl, buildId, log: {} });
  opened.push(shared);
  return shared;
}

async function onAnotherConnection(sql: string, values: unknown[] = []) {
  const client = new Client({ connectionString: url() });
  await client.connect();
  try {
    return await client.query(sql, values);
  } finally {
    await client.end();
  }
}

/** A cached page as Next hands it over: HTML, the RSC payload and its segments as buffers, its tags in a header. */
const page = (html: string, tags = 'product:silk'): CacheEntry => ({
  value: {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from(`rsc ${html}`),
    segmentData: new Map([['/_tree', Buffer.from('tree')]]),
    headers: { 'x-next-cache-tags': tags },
    status: 200,
  },
  lastModified: Date.now(),
  cacheControl: { revalidate: 3600, expire: 31536000 },
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((shared) => shared.close()));
});

describe('the shared cache', () => {
  it('serves the entry one instance rendered to another, buffers and all; another build sees none of it', async () => {
    const a = instance();
    const b = instance();
    const entry = page('<p>Silk scarf, $20.00</p>');
    await a.write('/en/products/silk', entry);

    const read = await b.read('/en/products/silk');
    expect(read).toEqual(entry);
    expect(Buffer.isBuffer((read?.value as { rscData?: Buffer } | undefined)?.rscData)).toBe(true);
    expect(await instance('build-2').read('/en/products/silk')).toBeUndefined();
  });

  it('keeps the newest render when an older one is written after it', async () => {
    const a = instance();
    const newer = page('<p>new</p>');
    await a.write('/en', newer);
    await a.write('/en', { ...page('<p>old</p>'), lastModified: newer.lastModified - 1000 });
    expect((await a.read('/en'))?.value).toMatchObject({ html: '<p>new</p>' });
  });

  it('tells every listening instance of a tag change as it commits, and a starting instance loads the changes', async () => {
    const a = instance();
    await a.ready;
    manifest.delete('product:heard');
    // As another instance would: record the change and notify, on a connection of its own.
    const at = Date.now();
    await onAnotherConnection(
      `with changed as (insert into cache_tags (tag, expired) values ('product:heard', $1))
       select pg_notify($2, $3)`,
      [at, CACHE_CHANNEL, JSON.stringify({ tags: ['product:heard'], stale: null, expired: at })],
    );
    await expect.poll(() => manifest.get('product:heard')?.expired, { timeout: 2_000 }).toBe(at);

    await a.publish(['product:kept', 'category:3'], at + 1, at + 2);
    manifest.delete('product:kept');
    manifest.delete('product:heard');
    const starting = instance();
    await starting.ready;
    expect(manifest.get('product:kept')).toEqual({ stale: at + 1, expired: at + 2 });
    expect(manifest.get('product:heard')).toEqual({ expired: at });
  });

  it('splits a large change into notifications under the payload limit', async () => {
    const a = instance();
    await a.ready;
    const tags = Array.from({ length: 600 }, (_, i) => `product:a-rather-long-product-slug-number-${i}`);
    await a.publish(tags, undefined, 12345);
    await expect
      .poll(() => tags.every((tag) => manifest.get(tag)?.expired === 12345), { timeout: 2_000 })
      .toBe(true);
  });

  it('answers nothing, at once, while the database is unreachable', async () => {
    const down = instance('build-1', 'postgres://nobody@127.0.0.1:1/none');
    await down.ready;
    expect(await down.read('/en')).toBeUndefined();
    const started = Date.now();
    await down.write('/en', page('<p>x</p>'));
    expect(await down.read('/en')).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(100);
  });

  it('counts an entry current until one of its tags changes or its revalidation passes', () => {
    const entry = page('<p>x</p>', 'product:current,category:9');
    manifest.delete('product:current');
    expect(isCurrent(entry)).toBe(true);
    expect(isCurrent(entry, undefined, entry.lastModified + 3_600_001)).toBe(false);
    manifest.set('product:current', { stale: entry.lastModified + 1 });
    expect(isCurrent(entry)).toBe(false);
    // A read's tags are the ones it is asked for with.
    const read = { value: { kind: 'FETCH', data: {}, revalidate: 60 }, lastModified: entry.lastModified };
    expect(isCurrent(read, { tags: ['category:9'] })).toBe(true);
    expect(isCurrent(read, { tags: ['product:current'] })).toBe(false);
  });
});

describe("a cached page's HTML", () => {
  it('is kept as the bytes it is sent as, once, and nothing else is touched', () => {
    const entry = page('<p>وشاح حرير · $20.00</p>');
    const html = Buffer.from('<p>وشاح حرير · $20.00</p>');
    expect(asSentBytes(entry).value).toMatchObject({ html });
    const kept = (entry.value as { html: Buffer }).html;
    // The entry itself changed: the next request finds the bytes, not the string.
    expect(asSentBytes(entry).value).toMatchObject({ html });
    expect((entry.value as { html: Buffer }).html).toBe(kept);

    const read = { value: { kind: 'FETCH', data: { body: 'x' } }, lastModified: 1 };
    expect(asSentBytes(read)).toEqual({ value: { kind: 'FETCH', data: { body: 'x' } }, lastModified: 1 });
    expect(asSentBytes(null)).toBeNull();
  });
});

describe('the cache handler Next loads', () => {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wishah-cache-'));
  fs.writeFileSync(path.join(distDir, 'BUILD_ID'), 'handler-build');
  const handler = () =>
    new SharedCacheHandler({
      fs: nodeFs,
      serverDistDir: path.join(distDir, 'server'),
      flushToDisk: false,
      maxMemoryCacheSize: 10 * 1024 * 1024,
      revalidatedTags: [],
      dev: false,
    });

  afterAll(async () => {
    await (globalThis as Record<symbol, SharedCache | undefined>)[Symbol.for('wishah.sharedCache')]?.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('serves a page another instance rendered, and expires it everywhere when its tag is updated', async () => {
    const a = handler();
    const entry = page('<p>Silk scarf, $20.00</p>', 'product:shared');
    await a.set('/en/products/shared', entry.value, { cacheControl: entry.cacheControl });
    await expect
      .poll(async () => (await instance('handler-build').read('/en/products/shared'))?.value, {
        timeout: 2_000,
      })
      .toMatchObject({ html: '<p>Silk scarf, $20.00</p>' });

    // Another instance: this one's memory does not have the page.
    // @ts-expect-error the memory cache is Next's, shared by every handler of the process
    (await import('next/dist/server/lib/incremental-cache/file-system-cache.js')).default.memoryCache.remove(
      '/en/products/shared',
    );
    const b = handler();
    const served = await b.get('/en/products/shared', { kind: 'APP_PAGE' });
    // As the bytes it is sent as (asSentBytes).
    expect(served?.value).toMatchObject({ html: Buffer.from('<p>Silk scarf, $20.00</p>') });

    // updateTag: expired at once, recorded for every instance.
    await b.revalidateTag(['product:shared']);
    const { rows } = await onAnotherConnection(`select expired from cache_tags where tag = 'product:shared'`);
    expect(Number(rows[0].expired)).toBe(manifest.get('product:shared')?.expired);
    expect(await b.get('/en/products/shared', { kind: 'APP_PAGE' })).toBeNull();
  });

  it('leaves a render out of date when its tag expired while it ran: it read what came before', async () => {
    const a = handler();
    const key = '/en/products/raced';
    // A miss: the render starts, reading the old price...
    expect(await a.get(key, { kind: 'APP_PAGE' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));
    // ...the price is saved and its tag expires...
    await a.revalidateTag(['product:raced']);
    await new Promise((resolve) => setTimeout(resolve, 5));
    // ...and the render, written after the expiry, is not taken as current.
    const entry = page('<p>Old price</p>', 'product:raced');
    await a.set(key, entry.value, { cacheControl: entry.cacheControl });
    expect(await a.get(key, { kind: 'APP_PAGE' })).toBeNull();

    // The next render, with nothing expiring meanwhile, is.
    const next = page('<p>New price</p>', 'product:raced');
    await a.set(key, next.value, { cacheControl: next.cacheControl });
    expect((await a.get(key, { kind: 'APP_PAGE' }))?.value).toMatchObject({
      html: Buffer.from('<p>New price</p>'),
    });
  });
});
