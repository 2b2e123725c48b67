import { getSessionUser } from '@/domains/accounts/session';
import { wishlistProductIds } from '@/domains/wishlist/service';

export const dynamic = 'force-dynamic';

const PRIVATE = { 'cache-control': 'private, no-store' };

/**
 * `GET /api/wishlist` → `{ signedIn, ids }`, the visitor's saved products, for the heart buttons on cached pages.
 * A guest is an answer, not an error: `{ signedIn: false, ids: [] }`, so a guest's page makes no failing request.
 */
export async function GET() {
  const user = await getSessionUser();
  if (!user) return Response.json({ signedIn: false, ids: [] }, { headers: PRIVATE });
  return Response.json({ signedIn: true, ids: await wishlistProductIds(user.id) }, { headers: PRIVATE });
}
