import 'server-only';
import { and, type SQL, sql } from 'drizzle-orm';
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
 * prefix: وشاح also finds وشاحات); every word is required. Built once per query (an InitPlan).
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

/** The products a tsquery finds by their own words or by their category's or sub category's name. */
function matching(tsquery: SQL): SQL {
  // The few categories the words name, read once per query (an InitPlan), so the products' category indexes serve.
  const named = sql`(select coalesce(array_agg(${categories.id}), '{}') from ${categories} where to_tsvector('simple', wishah_normalize(${categories.nameEn} || ' ' || ${categories.nameAr})) @@ ${tsquery})::int[]`;
  return sql`(${products.searchVector} @@ ${tsquery} or ${products.categoryId} = any(${named}) or ${products.subCategoryId} = any(${named}))`;
}

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
 * nothing at all — checked once per query, because scoring every row by similarity made a 10 000-product search
 * 10× slower (measured in scripts/bench.ts). See docs/decisions/0025-search-synonyms-arabizi-typos.md.
 *
 * `among` is what the caller lists: the storefront's published products, or all of them for the back office, where a
 * draft the words name must not bring its near misses along, and where words are taken as typed. Returns null when
 * the query has no searchable word.
 */
export function productSearch(
  query: string,
  among: 'published' | 'all' = 'published',
  expand: boolean = among === 'published',
): { where: SQL; rank: SQL<number> } | null {
  const words = wordsOf(query);
  if (!words.length) return null;
  const normalized = sql`wishah_normalize(${words.join(' ')})`;
  const typed = typedQuery(words);
  const asTyped = matching(typed);
  const expanded = expand ? expandedQuery(words) : typed;
  const matches = expand ? matching(expanded) : asTyped;
  const listed = among === 'published' ? sql`${products.published} and ` : sql``;
  const noWordMatch = sql`not exists (select 1 from ${products} where ${listed}${matches})`;
  return {
    where: sql`(${matches} or (${noWordMatch} and ${normalized} <% ${products.searchName}))`,
    rank: sql<number>`(ts_rank(${products.searchVector}, ${typed}) + case when ${asTyped} then 2 when not ${noWordMatch} then 1 else word_similarity(${normalized}, ${products.searchName}) end)`.mapWith(
      Number,
    ),
  };
}

/** Whether a published product matches the query by its words or their other spellings (not by typo forgiveness). */
export async function hasWordMatch(query: string): Promise<boolean> {
  const words = wordsOf(query);
  if (!words.length) return false;
  const [row] = await getDb()
    .select({ found: sql<boolean>`true` })
    .from(products)
    .where(and(sql`${products.published}`, matching(expandedQuery(words))))
    .limit(1);
  return !!row;
}

/**
 * "Did you mean …?": when no published product has the query's words, each word no product has is replaced by the
 * most similar word of a published product's names (pg_trgm similarity of the normalised words, at least 0.3, among
 * names whose words are similar enough to be found by the `<%` index); the corrected query is offered only when it
 * finds something. Null when the query finds products as typed or nothing close is found.
 */
export async function searchCorrection(query: string): Promise<string | null> {
  const words = wordsOf(query);
  if (!words.length || (await hasWordMatch(query))) return null;
  const corrected: string[] = [];
  for (const word of words) {
    if (await hasWordMatch(word)) {
      corrected.push(word);
      continue;
    }
    const result = await getDb().execute<{ word: string }>(sql`
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
