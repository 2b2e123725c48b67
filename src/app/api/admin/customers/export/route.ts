import { z } from 'zod';
import { getSessionUser } from '@/domains/accounts/session';
import { staffFor } from '@/domains/admin/staff-action';
import { customersCsv, customersCsvName } from '@/domains/customers/csv';
import { parseCustomerParams } from '@/domains/customers/schemas';
import { getStoreSettings } from '@/domains/store-settings/queries';
import { routing } from '@/i18n/routing';

// Per admin and always current: never cached.
export const dynamic = 'force-dynamic';

const localeParam = z.enum(routing.locales).catch(routing.defaultLocale);

/**
 * Downloads the customers list as CSV, filtered as the page has it (`q`, `kind`, `ordered`, `min`, `max`, `sort`,
 * `dir`, and `locale=` for the column names). Staff of the customers area only (domains/admin/permissions.ts): 401 for a guest, 403 for anyone else.
 */
export async function GET(request: Request) {
  const user = await getSessionUser();
  if (!user) return Response.json({ error: 'unauthorized' }, { status: 401 });
  if (!(await staffFor('customers'))) return Response.json({ error: 'forbidden' }, { status: 403 });
  const search = Object.fromEntries(new URL(request.url).searchParams);
  const locale = localeParam.parse(search.locale);
  const { currency } = await getStoreSettings();
  const csv = await customersCsv(parseCustomerParams(search), locale, currency);
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${customersCsvName()}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
