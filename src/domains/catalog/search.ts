import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import { categories, products } from '@/db/schema/catalog';

/**
 * Free-text search over both languages' names and descriptions. The query goes through the same
 * wishah_normalize() as the indexed columns (migration 0000), so `وِشَاح`, `وشـــاح` and `وشاح` are one word and
 * `اسدال` finds `إسدال`. Full text matches whole words and prefixes (typeahead) through its GIN index; trigram word
 * similarity forgives typos, but only when full text finds nothing at all — checked once per query, because
 * scoring every row by similarity made a 10 000-product search 10× slower (measured in scripts/bench.ts).
 * A product is also found by its category's or sub category's name: "scarves" finds the scarves whose own names
 * say "scarf", and "أوشحة" (a plural no prefix of وشاح reaches) the silk and winter scarves.
 * `among` is what the caller lists: the storefront's published products, or all of them for the back office, where a
 * draft the words name must not bring its near misses along. Returns null when the query has no searchable word.
 */
export function productSearch(
  query: string,
  among: 'published' | 'all' = 'published',
): { where: SQL; rank: SQL<number> } | null {
  const words = query
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  if (!words.length) return null;
  const normalized = sql`wishah_normalize(${words.join(' ')})`;
  // Each word of the normalised text, as the index's own parser splits it, quoted and taken as a prefix; all are
  // required. Quoted after normalising, since that can leave nothing (a lone diacritic) or tsquery syntax
  // (`⑴` → `(1)`, `ʼ` → `'`). No word at all gives a null query, which matches nothing.
  const lexeme = sql.raw(String.raw`'''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || ''':*'`);
  const tsquery = sql`(select to_tsquery('simple', string_agg(${lexeme}, ' & ')) from unnest(tsvector_to_array(to_tsvector('simple', ${normalized}))) as lexeme)`;
  // The few categories the words name, read once per query (an InitPlan), so the products' category indexes serve.
  const namedCategories = sql`(select coalesce(array_agg(${categories.id}), '{}') from ${categories} where to_tsvector('simple', wishah_normalize(${categories.nameEn} || ' ' || ${categories.nameAr})) @@ ${tsquery})::int[]`;
  const matches = sql`(${products.searchVector} @@ ${tsquery} or ${products.categoryId} = any(${namedCategories}) or ${products.subCategoryId} = any(${namedCategories}))`;
  const listed = among === 'published' ? sql`${products.published} and ` : sql``;
  const noWordMatch = sql`not exists (select 1 from ${products} where ${listed}${matches})`;
  return {
    where: sql`(${matches} or (${noWordMatch} and ${normalized} <% ${products.searchName}))`,
    rank: sql<number>`(ts_rank(${products.searchVector}, ${tsquery}) + case when ${matches} then 1 else word_similarity(${normalized}, ${products.searchName}) end)`.mapWith(
      Number,
    ),
  };
}
