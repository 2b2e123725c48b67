import {
  bigint,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// Written and read only by scripts/cache-handler.mjs (plain `pg`, outside the app's bundle); here so migrations
// create them. See docs/decisions/0015-shared-page-cache.md.

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Next's page and data cache entries, shared by every instance on this database: a page one instance rendered is
 * served by the others. Keyed by build, so a new build never serves pages that name the old build's scripts.
 */
export const pageCache = pgTable(
  'page_cache',
  {
    buildId: text().notNull(),
    key: text().notNull(),
    /** The entry as Next hands it over (v8-serialised, gzipped): HTML, RSC payload, headers, or a cached read. */
    entry: bytea().notNull(),
    size: integer().notNull(),
    /** When it was rendered, in ms: Next ages the entry and checks its tags against this. */
    lastModified: bigint({ mode: 'number' }).notNull(),
    writtenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.buildId, t.key] }), index('page_cache_written_idx').on(t.writtenAt)],
);

/**
 * When each cache tag was last made stale or expired (ms), as Next's own tags manifest holds them in one process.
 * An instance loads them at start and after a lost connection; in between it hears each change by NOTIFY.
 */
export const cacheTags = pgTable('cache_tags', {
  tag: text().primaryKey(),
  stale: bigint({ mode: 'number' }),
  expired: bigint({ mode: 'number' }),
});
