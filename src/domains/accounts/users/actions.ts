'use server';

import { adminAction } from '../session';
import { setUserBlocked, setUserBlockedSchema, setUserRole, setUserRoleSchema } from './service';

// Staff management is the owner's (adminAction). Admin pages read users uncached, so there is no cache tag to refresh.

/** Gives a user a staff role or makes them a shopper (never one's own, never the last owner's). */
export const setUserRoleAction = adminAction(setUserRoleSchema, (input, admin) =>
  setUserRole(admin.id, input),
);

/** Blocks a user and ends their sessions, or unblocks them (never oneself, never the last owner). */
export const setUserBlockedAction = adminAction(setUserBlockedSchema, (input, admin) =>
  setUserBlocked(admin.id, input),
);
