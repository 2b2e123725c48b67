import type { z } from 'zod';

/** A page's Next `searchParams` read with `schema` (an array keeps its first value), for tables and listings. */
export function parseSearchParams<S extends z.ZodType>(
  schema: S,
  search: Record<string, string | string[] | undefined>,
): z.output<S> {
  const first = Object.fromEntries(Object.entries(search).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  return schema.parse(first);
}
