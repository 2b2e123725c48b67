import { type NextRequest, NextResponse } from 'next/server';
import { z } from 'zod';
import { getSearchCorrection, getSearchSuggestions } from '@/domains/catalog/listing-queries';
import { routing } from '@/i18n/routing';
import { SEARCH_MAX_LENGTH } from '@/lib/search-limits';

const query = z.object({
  q: z.string().trim().min(1).max(SEARCH_MAX_LENGTH),
  locale: z.enum(routing.locales).catch(routing.defaultLocale),
});

/**
 * Typeahead suggestions for the header search: at most six published products `{name, slug, image, price}`, and
 * `correction`, a close query to offer ("Did you mean …?") when no product has the typed words, else null.
 * A read of public data, the same for everyone, so shared caches may keep it briefly.
 */
export async function GET(request: NextRequest) {
  const parsed = query.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!parsed.success) return NextResponse.json({ error: 'invalid query' }, { status: 400 });
  const [items, correction] = await Promise.all([
    getSearchSuggestions(parsed.data.locale, parsed.data.q, 6),
    getSearchCorrection(parsed.data.q),
  ]);
  return NextResponse.json(
    { items, correction },
    { headers: { 'Cache-Control': 'public, max-age=60, s-maxage=60, stale-while-revalidate=300' } },
  );
}
