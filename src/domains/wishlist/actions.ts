'use server';

import { z } from 'zod';
import { userAction } from '@/domains/accounts/session';
import { removeFromWishlist, saveToWishlist } from './service';

// Product ids are PostgreSQL `integer`s: a larger number is refused here instead of failing the query.
const wishlistChange = z.object({ productId: z.int32().positive(), saved: z.boolean() });

/** Saves or removes one product for the signed-in shopper; guests are refused with 'Login First'. */
export const setWishlisted = userAction(wishlistChange, async ({ productId, saved }, user) => {
  if (saved) await saveToWishlist(user.id, productId);
  else await removeFromWishlist(user.id, productId);
  return { productId, saved };
});
