'use server';

import { staffAction } from '@/domains/admin/staff-action';
import { expire } from '@/lib/cache';
import { sellerInput } from './schemas';
import { saveSeller } from './service';

/** The owner saves the seller's details (admin only); bad input is refused field by field and changes nothing. */
export const saveSellerAction = staffAction('settings')(sellerInput, async (input) => {
  expire((await saveSeller(input)).cache);
});
