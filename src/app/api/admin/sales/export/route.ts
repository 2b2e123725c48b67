import { z } from 'zod';
import { getSessionUser } from '@/domains/accounts/session';
import { staffFor } from '@/domains/admin/staff-action';
import { rangeRefusal, resolveRange } from '@/domains/orders/reports/range';
import { SALES_BREAKDOWNS } from '@/domains/orders/reports/sales';
import { salesCsv, salesCsvName } from '@/domains/orders/reports/sales-csv';
import { getStoreSettings } from '@/domains/store-settings/queries';
import { routing } from '@/i18n/routing';

// Per admin and always current: never cached.
export const dynamic = 'force-dynamic';

const exportParams = z.object({
  breakdown: z.enum(SALES_BREAKDOWNS),
  locale: z.enum(routing.locales).catch(routing.defaultLocale),
});

/**
 * Downloads one breakdown of the sales report as CSV (`?breakdown=day|product|category|area|payment`, the range as
 * the page has it: `range=` or `start=`/`end=`, and `locale=`). Staff of the sales area only (domains/admin/permissions.ts): 401 for a guest, 403 for anyone else.
 */
export async function GET(request: Request) {
  const user = await getSessionUser();
  if (!user) return Response.json({ error: 'unauthorized' }, { status: 401 });
  if (!(await staffFor('sales'))) return Response.json({ error: 'forbidden' }, { status: 403 });
  const search = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = exportParams.safeParse(search);
  if (!parsed.success) return Response.json({ error: 'bad request' }, { status: 400 });
  const { breakdown, locale } = parsed.data;
  // A range given backwards is refused, as the page refuses it, rather than downloading another range's figures.
  const refusal = rangeRefusal(search);
  if (refusal) return Response.json({ error: refusal }, { status: 400 });
  const { currency, timeZone } = await getStoreSettings();
  const range = resolveRange(search, timeZone);
  const csv = await salesCsv(breakdown, range, timeZone, locale, currency);
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${salesCsvName(breakdown, range)}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
