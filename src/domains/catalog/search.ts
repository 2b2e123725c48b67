import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import { products } from '@/db/schema';

/**
 * Free-text search over both languages' names and descriptions. The query goes through the same
 * wishah_normalize() as the indexed columns (migration 0000), so `وِشَاح`, `وشـــاح` and `وشاح` are one word and
 * `اسدال` finds `إسدال`. Full text matches whole words and prefixes (typeahead); trigram word similarity forgives
 * typos. Returns null when the query has no searchable word.
 */
export function productSearch(query: string): { where: SQL; rank: SQL<number> } | null {
  const words = query
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  if (!words.length) return null;
  const text = words.join(' ');
  const prefixQuery = words.map((w) => `${w}:*`).join(' & ');
  const tsquery = sql`to_tsquery('simple', wishah_normalize(${prefixQuery}))`;
  const normalized = sql`wishah_normalize(${text})`;
  return {
    where: sql`(${products.searchVector} @@ ${tsquery} or ${normalized} <% ${products.searchName})`,
    rank: sql<number>`(ts_rank(${products.searchVector}, ${tsquery}) + word_similarity(${normalized}, ${products.searchName}))`.mapWith(
      Number,
    ),
  };
}
