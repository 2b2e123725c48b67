import { wishlistProductIds } from '@/domains/wishlist/service';
import { getSessionUser } from '@/lib/session';

export const dynamic = 'force-dynamic';

/**
 * `GET /api/wishlist` → `{ ids }`, the signed-in shopper's saved products, for the heart buttons on cached pages.
 * Guests get a 401: their wishlist needs a login.
 */
export async function GET() {
  const user = await getSessionUser();
  if (!user) return Response.json({ error: 'errors.loginFirst' }, { status: 401 });
  return Response.json(
    { ids: await wishlistProductIds(user.id) },
    { headers: { 'cache-control': 'private, no-store' } },
  );
}
