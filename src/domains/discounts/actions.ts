'use server';

import { adminAction } from '@/domains/accounts/session';
import { discountIdInput, discountInput } from './schemas';
import * as service from './service';

// The owner's discounts: admins only (adminAction checks the caller, the schema the input). No cached page shows a
// discount (the cart's totals are asked per visitor), so nothing expires.

export const saveDiscountAction = adminAction(discountInput, (input) => service.saveDiscount(input));

export const deleteDiscountAction = adminAction(discountIdInput, async ({ id }) => {
  await service.deleteDiscount(id);
});
