/** One cache entry as Next keeps it in memory. */
export type CacheEntry = {
  value: unknown;
  lastModified: number;
  cacheControl?: { revalidate: number | false; expire?: number };
};

export type SharedCache = {
  ready: Promise<void>;
  read(key: string): Promise<CacheEntry | undefined>;
  write(key: string, entry: CacheEntry): Promise<void>;
  publish(tags: string[], stale: number | undefined, expired: number | undefined): Promise<void>;
  close(): Promise<void>;
};

export declare const CACHE_CHANNEL: string;
export declare const CACHE_APPLICATION_NAME: string;
export declare function isCurrent(
  entry: CacheEntry,
  ctx?: { tags?: string[]; softTags?: string[]; revalidate?: number },
  now?: number,
): boolean;
/** A cached page's HTML as the bytes it is sent as (once per entry: the entry itself changes). */
export declare function asSentBytes<T extends CacheEntry | null | undefined>(entry: T): T;
export declare function createSharedCache(options: {
  databaseUrl: string;
  buildId: string;
  log?: { warn?: (message: string) => void };
}): SharedCache;

export default class SharedCacheHandler {
  constructor(ctx: Record<string, unknown>);
  get(key: string, ctx: Record<string, unknown>): Promise<CacheEntry | null>;
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}
