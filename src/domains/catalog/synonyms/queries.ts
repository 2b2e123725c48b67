import 'server-only';
import { asc, desc, gte, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { searchLog, searchSynonymGroups, searchSynonymTerms } from '@/db/schema/catalog';
import { SEARCH_LOG_DAYS } from './service';

export type SynonymGroup = { id: number; words: string[] };

/** Every synonym group with its words in the order typed, the newest group first. */
export async function listSynonymGroups(): Promise<SynonymGroup[]> {
  const rows = await getDb()
    .select({
      id: searchSynonymGroups.id,
      words: sql<
        string[]
      >`coalesce((select array_agg(${searchSynonymTerms.term} order by ${searchSynonymTerms.position}, ${searchSynonymTerms.term}) from ${searchSynonymTerms} where ${searchSynonymTerms.groupId} = ${searchSynonymGroups.id}), '{}')`,
    })
    .from(searchSynonymGroups)
    .orderBy(desc(searchSynonymGroups.id));
  return rows;
}

export type SearchSummary = { query: string; searches: number; zeroResults: number; lastDay: string };

/**
 * The searches of the last 30 days (UTC days), one row per normalised query: how often, and how often nothing
 * was found; those that found nothing most often first. `onlyZero`: only queries that found nothing at least once.
 */
export async function searchSummary(
  { limit = 100, onlyZero = false }: { limit?: number; onlyZero?: boolean } = {},
  now = new Date(),
): Promise<SearchSummary[]> {
  const since = new Date(now.getTime() - (SEARCH_LOG_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const searches = sql<number>`sum(${searchLog.searches})::int`;
  const zeroResults = sql<number>`sum(${searchLog.zeroResults})::int`;
  return getDb()
    .select({
      query: searchLog.query,
      searches,
      zeroResults,
      lastDay: sql<string>`max(${searchLog.day})::text`,
    })
    .from(searchLog)
    .where(gte(searchLog.day, since))
    .groupBy(searchLog.query)
    .having(onlyZero ? sql`sum(${searchLog.zeroResults}) > 0` : undefined)
    .orderBy(desc(zeroResults), desc(searches), asc(searchLog.query))
    .limit(limit);
}
