// Next's page and data cache (cached pages and `cached()` reads), shared by every instance of the store on one
// database (docs/decisions/0015-shared-page-cache.md). Next's own cache stays in front, in memory; PostgreSQL holds
// what any instance rendered (`page_cache`) and when each cache tag was last made stale or expired (`cache_tags`),
// and NOTIFY tells every instance of an expiry as it commits. A page saved through one instance is therefore
// re-rendered by all of them, and a page rendered by one is served by the others.
//
// Next loads this file by path at run time, outside the app's bundle: plain JavaScript on `pg`. It builds on Next's
// file-system cache (memory, and the pages prerendered at build) and its tags manifest, the map Next consults to
// decide whether an entry is stale; both are Next internals, pinned with Next's exact version in package.json.
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import zlib from 'node:zlib';
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import {
  areTagsExpired,
  areTagsStale,
  tagsManifest,
} from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import pg from 'pg';
import { createPgListener } from '../src/lib/pg-listener.mjs';

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

export const CACHE_CHANNEL = 'wishah_cache';
/** How the cache's connections name themselves in `pg_stat_activity`. */
export const CACHE_APPLICATION_NAME = 'wishah-cache';
/** The shared entries kept, newest first; older ones are deleted (a render brings one back). */
const KEPT_BYTES = 1024 * 1024 * 1024;
const TRIM_EVERY_MS = 10 * 60_000;
/** After a failed query the database is left alone this long: an outage must not add a timeout to every page. */
const PAUSE_AFTER_FAILURE_MS = 5_000;
const NOTIFY_BYTES = 7_000; // PostgreSQL's limit is 8 000 per payload
const TAGS_HEADER = 'x-next-cache-tags';

const encode = (entry) =>
  zlib.gzipSync(v8.serialize({ value: entry.value, cacheControl: entry.cacheControl }), { level: 1 });
const decode = (buffer, lastModified) => ({ ...v8.deserialize(zlib.gunzipSync(buffer)), lastModified });

/** The tags an entry was cached with: a page's are in its headers, a read's are asked for with it. */
function tagsOf(entry, ctx) {
  const header = entry.value?.headers?.[TAGS_HEADER];
  if (typeof header === 'string') return header.split(',');
  return [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
}

/** True while Next would serve `entry` as it is: none of its tags changed since, and not past its revalidation. */
export function isCurrent(entry, ctx, now = Date.now()) {
  const tags = tagsOf(entry, ctx);
  if (areTagsStale(tags, entry.lastModified) || areTagsExpired(tags, entry.lastModified)) return false;
  const revalidate = entry.cacheControl?.revalidate ?? entry.value?.revalidate ?? ctx?.revalidate;
  return typeof revalidate !== 'number' || now - entry.lastModified < revalidate * 1000;
}

const numberOrUndefined = (value) => (value === null ? undefined : Number(value));

/** Sets what a tag change says (a field left out stays as it was), as Next's file-system cache does. */
function applyTagChange(tags, stale, expired) {
  for (const tag of tags) {
    const entry = { ...tagsManifest.get(tag) };
    if (typeof stale === 'number') entry.stale = stale;
    if (typeof expired === 'number') entry.expired = expired;
    tagsManifest.set(tag, entry);
  }
}

/** Tags in groups whose notification stays under PostgreSQL's payload limit. */
function payloads(tags, stale, expired) {
  const out = [];
  let group = [];
  const payload = (list) => JSON.stringify({ tags: list, stale: stale ?? null, expired: expired ?? null });
  for (const tag of tags) {
    if (group.length > 0 && Buffer.byteLength(payload([...group, tag])) > NOTIFY_BYTES) {
      out.push(payload(group));
      group = [];
    }
    group.push(tag);
  }
  if (group.length > 0) out.push(payload(group));
  return out;
}

/**
 * This process's link to the shared cache: a small pool for entries and tag changes, and one listening connection
 * (pg-listener.mjs) that loads every tag each time it starts listening.
 */
export function createSharedCache({ databaseUrl, buildId, log = console }) {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 3,
    connectionTimeoutMillis: 2_000,
    application_name: CACHE_APPLICATION_NAME,
  });
  pool.on('error', () => {}); // an idle connection lost; the next query opens another
  let pausedUntil = 0;
  let warned = false;
  let lastTrim = Date.now();

  const query = async (text, values) => {
    if (Date.now() < pausedUntil) return undefined;
    try {
      const result = await pool.query(text, values);
      warned = false;
      return result;
    } catch (error) {
      pausedUntil = Date.now() + PAUSE_AFTER_FAILURE_MS;
      if (!warned)
        log.warn?.(`The shared page cache is unreachable, serving this instance's own: ${error.message}`);
      warned = true;
      return undefined;
    }
  };

  let markReady;
  /** Settles once the tags are loaded, or the first attempt failed (an outage must not hold pages back). */
  const ready = new Promise((resolve) => {
    markReady = resolve;
  });
  const listener = createPgListener({
    databaseUrl,
    channel: CACHE_CHANNEL,
    applicationName: CACHE_APPLICATION_NAME,
    onNotification(payload) {
      try {
        const { tags, stale, expired } = JSON.parse(payload);
        if (Array.isArray(tags)) applyTagChange(tags, stale ?? undefined, expired ?? undefined);
      } catch {
        // not ours
      }
    },
    // Every tag, at start and after a lost connection: changes made meanwhile were not heard.
    async onListening(client) {
      const { rows } = await client.query('select tag, stale, expired from cache_tags');
      for (const row of rows)
        applyTagChange([row.tag], numberOrUndefined(row.stale), numberOrUndefined(row.expired));
      markReady();
    },
    onDropped: () => markReady(),
  });
  listener.start();

  const trim = () => {
    lastTrim = Date.now();
    void query(
      `delete from page_cache where (build_id, key) in (
         select build_id, key from (
           select build_id, key, build_id = $1 as current, written_at,
                  sum(size) over (order by written_at desc) as newer_bytes
           from page_cache) t
         where newer_bytes > $2 or (not current and written_at < now() - interval '1 day'))`,
      [buildId, KEPT_BYTES],
    );
  };

  return {
    ready,
    /** The entry another instance (or this one, earlier) rendered, or undefined. */
    async read(key) {
      const result = await query(
        'select entry, last_modified from page_cache where build_id = $1 and key = $2',
        [buildId, key],
      );
      const row = result?.rows[0];
      return row ? decode(row.entry, Number(row.last_modified)) : undefined;
    },
    /** Keeps an entry for every instance; a newer one already there wins. */
    async write(key, entry) {
      const encoded = encode(entry);
      await query(
        `insert into page_cache (build_id, key, entry, size, last_modified) values ($1, $2, $3, $4, $5)
         on conflict (build_id, key) do update
           set entry = excluded.entry, size = excluded.size, last_modified = excluded.last_modified,
               written_at = now()
           where page_cache.last_modified <= excluded.last_modified`,
        [buildId, key, encoded, encoded.length + key.length, entry.lastModified],
      );
      if (Date.now() - lastTrim > TRIM_EVERY_MS) trim();
    },
    /** Records a tag change and tells every instance, this one included, when it commits. */
    async publish(tags, stale, expired) {
      await query(
        `with changed as (
           insert into cache_tags (tag, stale, expired) select unnest($1::text[]), $2::bigint, $3::bigint
           on conflict (tag) do update
             set stale = coalesce(excluded.stale, cache_tags.stale),
                 expired = coalesce(excluded.expired, cache_tags.expired))
         select pg_notify($4, payload) from unnest($5::text[]) as payload`,
        [tags, stale ?? null, expired ?? null, CACHE_CHANNEL, payloads(tags, stale, expired)],
      );
    },
    async close() {
      await listener.close();
      await pool.end().catch(() => {});
    },
  };
}

// One link per process: Next makes a handler per request.
const SHARED = Symbol.for('wishah.sharedCache');

function sharedCacheFor(ctx) {
  const databaseUrl = process.env.DATABASE_URL;
  // The build has no store to share with (and may have no database); development renders every time anyway.
  if (!databaseUrl || ctx.dev || process.env.NEXT_PHASE === 'phase-production-build') return undefined;
  // One instance may keep its pages to itself (and the benchmark compares): then no other instance hears its saves.
  if (process.env.PAGE_CACHE === 'local') return undefined;
  if (!globalThis[SHARED]) {
    const buildId = fs.readFileSync(path.join(ctx.serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
    globalThis[SHARED] = createSharedCache({ databaseUrl, buildId });
    // Closed once a draining server has answered its last request (scripts/server.mjs).
    globalThis[Symbol.for('wishah.drain')]?.closers.push(() => globalThis[SHARED].close());
  }
  return globalThis[SHARED];
}

/**
 * A cached page's HTML, kept as the bytes it is sent as. Next keeps it as a string, which it measures and encodes to
 * UTF-8 again for every request it answers: over a third of a cached page's time. Bytes go out as they are (chunked,
 * as a rendered page does). Done once per entry, in memory.
 */
export function asSentBytes(entry) {
  const value = entry?.value;
  if (value?.kind === 'APP_PAGE' && typeof value.html === 'string') value.html = Buffer.from(value.html);
  return entry;
}

/**
 * When this process found each key missing or out of date, so that a render it then started is stamped with that
 * moment. Next stamps an entry when it is written: a render that read the settings just before a save and was written
 * just after the save's expiry counted as current, on every instance, and an open page stayed behind for good.
 */
const renderStarts = new Map();
/** Starts kept at most: a render that never writes (an error) leaves its start behind, and URLs are endless. */
const KEPT_STARTS = 10_000;

export default class SharedCacheHandler extends FileSystemCache {
  constructor(ctx) {
    super(ctx);
    this.shared = sharedCacheFor(ctx);
  }

  async get(key, ctx) {
    const entry = await this.read(key, ctx);
    if ((!entry || !isCurrent(entry, ctx)) && !renderStarts.has(key)) {
      // Forgetting them all only leaves Next's own stamp for the renders under way.
      if (renderStarts.size >= KEPT_STARTS) renderStarts.clear();
      renderStarts.set(key, Date.now());
    }
    return asSentBytes(entry);
  }

  /** This instance's entry, or a newer one another instance rendered. */
  async read(key, ctx) {
    const shared = this.shared;
    const memory = FileSystemCache.memoryCache;
    if (!shared || !memory) return super.get(key, ctx);
    await shared.ready;
    // Only when this instance has nothing current: a hit stays a memory read.
    const local = memory.get(key);
    if (!local || !isCurrent(local, ctx)) {
      const kept = await shared.read(key);
      if (kept && (!local || kept.lastModified > local.lastModified)) memory.set(key, kept);
    }
    return super.get(key, ctx);
  }

  async set(key, data, ctx) {
    const started = renderStarts.get(key);
    renderStarts.delete(key);
    await super.set(key, data, ctx);
    const entry = FileSystemCache.memoryCache?.get(key);
    // Any expiry since the render started leaves this entry out of date, as it read what came before.
    if (entry && started !== undefined && started < entry.lastModified) entry.lastModified = started;
    // A not-found page (no data) stays with the instance that rendered it.
    if (this.shared && data && entry) void this.shared.write(key, entry);
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    const list = typeof tags === 'string' ? [tags] : tags;
    if (!this.shared || list.length === 0) return;
    // What the file-system cache just set, the same for every tag of the call.
    const { stale, expired } = tagsManifest.get(list[0]) ?? {};
    await this.shared.publish(list, durations ? stale : undefined, expired);
  }
}
