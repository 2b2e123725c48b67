import 'server-only';
import { eq, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb } from '@/db/client';
import { searchLog, searchSynonymGroups, searchSynonymTerms } from '@/db/schema/catalog';
import type { CacheChange } from '@/lib/cache';
import { TAGS } from '@/lib/cache-tags';
import { DomainError } from '@/lib/domain-error';
import type { addSynonymWordInput, deleteSynonymGroupInput, synonymGroupInput } from './schemas';

/** How long the search log keeps a day: the admin's view shows the last 30 days. */
export const SEARCH_LOG_DAYS = 30;

/**
 * A synonym change shows in every search at once: searches and suggestions are cached under `catalog:search`
 * (with their lists' tags), which only searches carry, so the store's other pages stay cached.
 */
const SEARCHES: CacheChange = { now: [TAGS.search] };

/** Saves a synonym group (a new one without an id); its words replace the group's old ones. */
export async function saveSynonymGroup(
  input: z.output<typeof synonymGroupInput>,
): Promise<{ id: number; cache: CacheChange }> {
  return getDb().transaction(async (tx) => {
    let id = input.id;
    if (id === undefined) {
      const [group] = await tx
        .insert(searchSynonymGroups)
        .values({})
        .returning({ id: searchSynonymGroups.id });
      id = group?.id as number;
    } else {
      const [group] = await tx
        .update(searchSynonymGroups)
        .set({ updatedAt: new Date() })
        .where(eq(searchSynonymGroups.id, id))
        .returning({ id: searchSynonymGroups.id });
      if (!group) throw new DomainError('searchWords.errors.notFound');
      await tx.delete(searchSynonymTerms).where(eq(searchSynonymTerms.groupId, id));
    }
    const groupId = id;
    // Spellings that normalise alike (شيلة, شيله) are one word: the first typed is kept.
    await tx
      .insert(searchSynonymTerms)
      .values(input.words.map((term, position) => ({ groupId, term, position })))
      .onConflictDoNothing();
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(searchSynonymTerms)
      .where(eq(searchSynonymTerms.groupId, groupId));
    if (n < 2) throw new DomainError('searchWords.errors.tooFew', 'words');
    return { id: groupId, cache: SEARCHES };
  });
}

export async function deleteSynonymGroup(
  input: z.output<typeof deleteSynonymGroupInput>,
): Promise<{ cache: CacheChange }> {
  const deleted = await getDb()
    .delete(searchSynonymGroups)
    .where(eq(searchSynonymGroups.id, input.id))
    .returning({ id: searchSynonymGroups.id });
  if (!deleted.length) throw new DomainError('searchWords.errors.notFound');
  return { cache: SEARCHES };
}

/** Adds one word (a search that found nothing) to a group; a word the group has already changes nothing. */
export async function addSynonymWord(
  input: z.output<typeof addSynonymWordInput>,
): Promise<{ cache: CacheChange }> {
  return getDb().transaction(async (tx) => {
    const [group] = await tx
      .update(searchSynonymGroups)
      .set({ updatedAt: new Date() })
      .where(eq(searchSynonymGroups.id, input.groupId))
      .returning({ id: searchSynonymGroups.id });
    if (!group) throw new DomainError('searchWords.errors.chooseGroup', 'groupId');
    await tx
      .insert(searchSynonymTerms)
      .values({
        groupId: input.groupId,
        term: input.word,
        position: sql`(select coalesce(max(${searchSynonymTerms.position}) + 1, 0) from ${searchSynonymTerms} where ${searchSynonymTerms.groupId} = ${input.groupId})`,
      })
      .onConflictDoNothing();
    return { cache: SEARCHES };
  });
}

/**
 * Counts one search in today's row (UTC) for its normalised query: words only, lower case, Arabic normalised,
 * at most 100 characters; nothing about who searched. One upsert, so concurrent searches add up; rows older than
 * the log's 30 days go in the same call.
 */
export async function recordSearch(query: string, found: boolean, now = new Date()): Promise<void> {
  const words = query
    .split(/[^\p{L}\p{M}\p{N}']+/u)
    .filter(Boolean)
    .join(' ')
    .slice(0, 100);
  if (!words) return;
  const day = now.toISOString().slice(0, 10);
  const db = getDb();
  await db
    .insert(searchLog)
    .values({
      day,
      query: sql`wishah_normalize(${words})`,
      searches: 1,
      zeroResults: found ? 0 : 1,
    })
    .onConflictDoUpdate({
      target: [searchLog.day, searchLog.query],
      set: {
        searches: sql`${searchLog.searches} + 1`,
        zeroResults: sql`${searchLog.zeroResults} + excluded.zero_results`,
      },
    });
  const oldest = new Date(now.getTime() - SEARCH_LOG_DAYS * 86_400_000).toISOString().slice(0, 10);
  await db.delete(searchLog).where(lt(searchLog.day, oldest));
}
