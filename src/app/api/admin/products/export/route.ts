import { getSessionUser } from '@/domains/accounts/session';
import { staffFor } from '@/domains/admin/staff-action';
import { exportProductsCsv } from '@/domains/catalog/csv';
import { getStoreSettings } from '@/domains/store-settings/queries';

// Per admin and always current: never cached.
export const dynamic = 'force-dynamic';

/** Downloads every product as CSV (one row per variant). Staff of the products area only (domains/admin/permissions.ts): 401 for a guest, 403 for anyone else. */
export async function GET() {
  const user = await getSessionUser();
  if (!user) return Response.json({ error: 'unauthorized' }, { status: 401 });
  if (!(await staffFor('products'))) return Response.json({ error: 'forbidden' }, { status: 403 });
  const { currency } = await getStoreSettings();
  const csv = await exportProductsCsv(currency);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="wishah-products-${day}.csv"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
