'use server';

import { adminAction } from '../session';
import { setUserAdmin, setUserAdminSchema, setUserBlocked, setUserBlockedSchema } from './service';

// Admin pages read users uncached, so there is no cache tag to refresh.

/** Grants or revokes a user's admin role (never one's own, never the last admin's). */
export const setUserAdminAction = adminAction(setUserAdminSchema, (input, admin) =>
  setUserAdmin(admin.id, input),
);

/** Blocks a user and ends their sessions, or unblocks them (never oneself, never the last admin). */
export const setUserBlockedAction = adminAction(setUserBlockedSchema, (input, admin) =>
  setUserBlocked(admin.id, input),
);
