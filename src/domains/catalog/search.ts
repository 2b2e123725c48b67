import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { categories, products, searchSynonymTerms } from '@/db/schema/catalog';
import { arabiziReadings } from '@/domains/catalog/synonyms/arabizi';

/** The searchable words of a query: letters, marks and digits, at most eight. */
function wordsOf(query: string): string[] {
  return query
    .split(/[^\p{L}\p{M}\p{N}']+/u)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter(Boolean)
    .slice(0, 8);
}

// Each word of the normalised text, as the index's own parser splits it, quoted for to_tsquery. Quoted after
// normalising, since that can leave nothing (a lone diacritic) or tsquery syntax (`⑴` → `(1)`, `ʼ` → `'`).
const quoted = String.raw`'''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || ''''`;

/**
 * The tsquery of the words as typed: each word's lexemes taken as prefixes (typeahead), all required. No word at
 * all gives a null query, which matches nothing.
 */
function typedQuery(words: string[]): SQL {
  const lexeme = sql.raw(`${quoted} || ':*'`);
  return sql`(select to_tsquery('simple', string_agg(${lexeme}, ' & ')) from unnest(tsvector_to_array(to_tsvector('simple', wishah_normalize(${words.join(' ')})))) as lexeme)`;
}

/**
 * The tsquery of the words with their other spellings: each word may be matched as typed (a prefix), by one of its
 * Arabizi readings (whole words), or by a word of a synonym group that holds the word or one of its readings (a
 * prefix: وشاح also finds وشاحات); every word is required.
 */
function expandedQuery(words: string[]): SQL {
  const rows = words.flatMap((word, i) => [
    sql`(${i}::int, ${word}::text, true)`,
    ...arabiziReadings(word).map((reading) => sql`(${i}::int, ${reading}::text, false)`),
  ]);
  const lexeme = sql.raw(`${quoted} || case when prefix then ':*' else '' end`);
  return sql`(with typed(i, t, prefix) as (values ${sql.join(rows, sql`, `)}),
    alternative as (
      select i, t, prefix from typed
      union
      select typed.i, other.term, true from typed
        join ${searchSynonymTerms} as named on named.normalized = wishah_normalize(typed.t)
        join ${searchSynonymTerms} as other on other.group_id = named.group_id
    ),
    spelling as (
      select i, '(' || string_agg(${lexeme}, ' & ') || ')' as q
      from alternative, unnest(tsvector_to_array(to_tsvector('simple', wishah_normalize(t)))) as lexeme
      group by i, t, prefix
    ),
    word as (select i, '(' || string_agg(q, ' | ') || ')' as q from spelling group by i)
    select to_tsquery('simple', string_agg(q, ' & ')) from word)`;
}

/** The ids of the categories and sub categories whose names a tsquery matches. */
function namedCategories(tsquery: SQL): SQL {
  return sql`(select coalesce(array_agg(${categories.id}), '{}') from ${categories} where to_tsvector('simple', wishah_normalize(${categories.nameEn} || ' ' || ${categories.nameAr})) @@ ${tsquery})`;
}

/**
 * A query's words resolved once, up front, into constants: its tsquery as typed and with its other spellings (as
 * text), the categories each names, and its normalised text. The statements that list, count and rank then carry
 * constants the planner can estimate (statistics of `search_vector`, the GIN indexes) instead of sub-queries it
 * cannot, and are planned in a millisecond instead of twenty (the sub-queries were repeated in each clause).
 */
type Terms = {
  typed: string | null;
  expanded: string | null;
  typedCategories: number[];
  expandedCategories: number[];
  normalized: string;
};

async function resolveTerms(words: string[], expand: boolean): Promise<Terms> {
  const typed = typedQuery(words);
  const expanded = expand ? expandedQuery(words) : typed;
  const result = await getDb().execute<{
    typed: string | null;
    expanded: string | null;
    typed_categories: number[];
    expanded_categories: number[];
    normalized: string;
  }>(sql`
    select typed::text, expanded::text, ${namedCategories(sql`q.typed`)} as typed_categories,
      ${namedCategories(sql`q.expanded`)} as expanded_categories, wishah_normalize(${words.join(' ')}) as normalized
    from (select ${typed} as typed, ${expanded} as expanded) as q`);
  const row = result.rows[0];
  if (!row) throw new Error('resolving the search words returned no row');
  return {
    typed: row.typed,
    expanded: row.expanded,
    typedCategories: row.typed_categories,
    expandedCategories: row.expanded_categories,
    normalized: row.normalized,
  };
}

/** The products a tsquery (text) finds by their own words or by their category's or sub category's name. */
function matching(tsquery: string | null, named: number[]): SQL {
  if (tsquery === null) return sql`false`;
  const own = sql`${products.searchVector} @@ ${tsquery}::tsquery`;
  if (!named.length) return own;
  const ids = sql`${`{${named.join(',')}}`}::int[]`;
  return sql`(${own} or ${products.categoryId} = any(${ids}) or ${products.subCategoryId} = any(${ids}))`;
}

/**
 * Runs `statement` with only bitmap scans allowed, so a probe for a few rows goes through the GIN indexes. For `limit
 * 1` or `limit 50` the planner otherwise picks a sequential scan, expecting a match early: when there is none (a
 * typo, a word nothing has) that scan checks all 10 000 rows (30 ms of full text, 80 ms of trigram similarity).
 */
async function throughIndexes<T extends Record<string, unknown>>(statement: SQL) {
  return getDb().transaction(async (tx) => {
    await tx.execute(sql.raw('set local enable_seqscan = off; set local enable_indexscan = off'));
    return tx.execute<T>(statement);
  });
}

/** Rows a probe first reads in turn: a word most products have is found among them at once. */
const SAMPLE = 500;

/**
 * Whether a product among `among` matches: first among the first SAMPLE rows read in turn (a common word, such as
 * وشاح or its synonyms, is found there in well under a millisecond, where the GIN index would first gather all its
 * 9 700 products), then, when none of those matches, through the indexes (a rare word, a typo, a word nothing has).
 */
async function anyMatch(where: SQL, among: 'published' | 'all'): Promise<boolean> {
  const listed = among === 'published' ? sql`${products.published} and ` : sql``;
  // The sample takes the table's name, so `where`'s "products"."…" columns are the sample's.
  const sampled = await getDb().execute(
    sql`select 1 from (select * from ${products} limit ${SAMPLE}) as ${products} where ${listed}${where} limit 1`,
  );
  if (sampled.rows.length) return true;
  const result = await throughIndexes(sql`select 1 from ${products} where ${listed}${where} limit 1`);
  return result.rows.length > 0;
}

/** At most this many near names (ten listing pages) are listed when only typo forgiveness finds products. */
export const TYPO_CAP = 240;

export type ProductSearch = {
  where: SQL;
  rank: SQL<number>;
  /** Whether the words (or their other spellings) found products; when not, `where` is the typo fallback. */
  wordMatch: boolean;
};

/**
 * Free-text search over both languages' names and descriptions. The query goes through the same
 * wishah_normalize() as the indexed columns (migration 0000), so `وِشَاح`, `وشـــاح` and `وشاح` are one word and
 * `اسدال` finds `إسدال`. Full text matches whole words and prefixes (typeahead) through its GIN index.
 * A product is also found by its category's or sub category's name: "scarves" finds the scarves whose own names
 * say "scarf", and "أوشحة" (a plural no prefix of وشاح reaches) the silk and winter scarves.
 *
 * On the storefront (`expand`) each word is also matched by its Arabizi readings ("wshah" → وشاح) and by the words
 * of the owner's synonym groups it belongs to (شيلة → وشاح, scarf…); what the words find as typed ranks first, then
 * what only their other spellings find. Trigram word similarity forgives typos, but only when full text finds
 * nothing at all: that is decided here, once per query (one `limit 1` probe), so the listing's statements carry
 * either the word match or the typo fallback, never both, and the fallback's `<%` is served by the trigram index.
 * See docs/decisions/0025-search-synonyms-arabizi-typos.md and 0026-search-speed.md.
 *
 * `among` is what the caller lists: the storefront's published products, or all of them for the back office, where a
 * draft the words name must not bring its near misses along, and where words are taken as typed. Returns null when
 * the query has no searchable word.
 */
export async function productSearch(
  query: string,
  among: 'published' | 'all' = 'published',
  expand: boolean = among === 'published',
): Promise<ProductSearch | null> {
  const words = wordsOf(query);
  if (!words.length) return null;
  const terms = await resolveTerms(words, expand);
  const matches = matching(terms.expanded, terms.expandedCategories);
  const typedRank = terms.typed
    ? sql`ts_rank(${products.searchVector}, ${terms.typed}::tsquery)`
    : sql`0::real`;
  if (await anyMatch(matches, among)) {
    const asTyped = matching(terms.typed, terms.typedCategories);
    return {
      where: matches,
      rank: sql<number>`(${typedRank} + case when ${asTyped} then 2 else 1 end)`.mapWith(Number),
      wordMatch: true,
    };
  }
  // Near names found through the trigram index, at most TYPO_CAP of them: a common word misspelt is near a tenth of
  // the catalogue, and each is checked by word_similarity, the costliest comparison here (docs/decisions/0026).
  const listed = among === 'published' ? sql`${products.published} and ` : sql``;
  return {
    where: sql`${products.id} in (select ${products.id} from ${products} where ${listed}${terms.normalized} <% ${products.searchName} limit ${TYPO_CAP})`,
    rank: sql<number>`(${typedRank} + word_similarity(${terms.normalized}, ${products.searchName}))`.mapWith(
      Number,
    ),
    wordMatch: false,
  };
}

/** Whether a published product matches the query by its words or their other spellings (not by typo forgiveness). */
export async function hasWordMatch(query: string): Promise<boolean> {
  const words = wordsOf(query);
  if (!words.length) return false;
  const terms = await resolveTerms(words, true);
  return anyMatch(matching(terms.expanded, terms.expandedCategories), 'published');
}

/**
 * "Did you mean …?": when no published product has the query's words, each word no product has is replaced by the
 * most similar word of a published product's names (pg_trgm similarity of the normalised words, at least 0.3, among
 * names whose words are similar enough to be found by the `<%` index); the corrected query is offered only when it
 * finds something. Null when the query finds products as typed or nothing close is found. `wordMatch`: what the
 * caller's productSearch already found out, which spares asking again.
 */
export async function searchCorrection(query: string, wordMatch?: boolean): Promise<string | null> {
  const words = wordsOf(query);
  if (!words.length || (wordMatch ?? (await hasWordMatch(query)))) return null;
  const corrected: string[] = [];
  for (const word of words) {
    if (words.length > 1 && (await hasWordMatch(word))) {
      corrected.push(word);
      continue;
    }
    const result = await throughIndexes<{ word: string }>(sql`
      select word from (
        select distinct word
        from (select ${products.nameEn} || ' ' || ${products.nameAr} as names from ${products}
              where ${products.published} and wishah_normalize(${word}) <% ${products.searchName} limit 50) as near,
          regexp_split_to_table(near.names, '[\\s,.;:!?()/"-]+') as word
        where length(word) > 1
      ) as candidate
      where similarity(wishah_normalize(word), wishah_normalize(${word})) >= 0.3
      order by similarity(wishah_normalize(word), wishah_normalize(${word})) desc, word
      limit 1`);
    const best = result.rows[0]?.word;
    if (!best) return null;
    corrected.push(best);
  }
  const suggestion = corrected.join(' ');
  if (suggestion.toLowerCase() === words.join(' ').toLowerCase()) return null;
  return (await hasWordMatch(suggestion)) ? suggestion : null;
}
