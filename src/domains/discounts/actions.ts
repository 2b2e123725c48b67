'use server';

import { staffAction } from '@/domains/admin/staff-action';
import { discountIdInput, discountInput } from './schemas';
import * as service from './service';

// The owner's discounts: staff of the discounts area only (staffAction checks the caller, the schema the input). No cached page shows a
// discount (the cart's totals are asked per visitor), so nothing expires.

export const saveDiscountAction = staffAction('discounts')(discountInput, (input) =>
  service.saveDiscount(input),
);

export const deleteDiscountAction = staffAction('discounts')(discountIdInput, async ({ id }) => {
  await service.deleteDiscount(id);
});
