'use server';

import { adminAction } from '../session';
import { staffTwoFactorSchema } from './schemas';
import { saveStaffTwoFactor } from './service';

/** Settings → Two-factor sign-in (the owner's): whether every staff member must use an app's code too. */
export const saveStaffTwoFactorAction = adminAction(staffTwoFactorSchema, async ({ required }) => {
  await saveStaffTwoFactor(required);
});
