'use server';

import { adminAction, userAction } from '../session';
import {
  acceptInvitation,
  cancelInvitation,
  invitationIdSchema,
  invitationTokenSchema,
  inviteStaff,
  inviteStaffSchema,
} from './service';

// Staff invitations. Admin pages read users uncached, so there is no cache tag to refresh.

/** The owner invites someone to the staff with a role; the link goes by mail (never to the owner's page). */
export const inviteStaffAction = adminAction(inviteStaffSchema, async (input, owner) => {
  await inviteStaff(owner, input);
  return { email: input.email };
});

/** The owner cancels an invitation not yet accepted: its link stops working. */
export const cancelInvitationAction = adminAction(invitationIdSchema, async ({ id }) => {
  await cancelInvitation(id);
  return { id };
});

/** The signed-in invitee accepts their invitation and takes its role. */
export const acceptInvitationAction = userAction(invitationTokenSchema, async ({ token }, user) => ({
  role: await acceptInvitation(user, token),
}));
