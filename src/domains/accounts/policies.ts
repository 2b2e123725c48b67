// Who may do what to an account. Pure functions of facts the caller already has: the users service asks them
// inside its locked transaction, the owner's user page asks them to decide which buttons to offer, so a page never
// shows a control its action would refuse. Reasons are message keys, shown as they are by either side.
// What each staff role may open and do in the admin is the admin domain's table (domains/admin/permissions.ts);
// staff management itself (these policies, invitations) is the owner's (`adminAction`).

import type { AssignableRole, StaffRole } from './staff/roles';

/** The owner acting. */
export type Actor = { id: string };

/** The account acted on, and how many other owners could still sign in without it. */
export type ManagedUser = {
  id: string;
  staffRole: StaffRole | null;
  /** Owners other than this user who are not blocked: a blocked owner can't sign in to manage the store. */
  otherActiveOwners: number;
};

export type UsersRefusal =
  | 'adminUsers.errors.selfRole'
  | 'adminUsers.errors.selfBlock'
  | 'adminUsers.errors.lastAdmin';

/** A policy's answer: allowed, or refused with the message key that says why. */
export type Decision = { allowed: true } | { allowed: false; reason: UsersRefusal };

const allow: Decision = { allowed: true };
const refuse = (reason: UsersRefusal): Decision => ({ allowed: false, reason });

/** Whether `target` is the store's last owner who can sign in. */
const isLastOwner = (target: ManagedUser) => target.staffRole === 'owner' && target.otherActiveOwners === 0;

/**
 * May `actor` give `target` the role `role` (a staff role, or 'user' for a shopper)? Never their own role (an owner
 * can't demote themselves), never the last owner out of being an owner.
 */
export function canSetRole(actor: Actor, target: ManagedUser, role: AssignableRole): Decision {
  if (target.id === actor.id) return refuse('adminUsers.errors.selfRole');
  if (isLastOwner(target) && role !== 'owner') return refuse('adminUsers.errors.lastAdmin');
  return allow;
}

/**
 * May an account that already exists take `role` from an invitation? Staff management's one rule from the invitee's
 * side: the last owner does not accept their way out of owning the store.
 */
export function canTakeInvitedRole(invitee: ManagedUser, role: StaffRole): Decision {
  if (isLastOwner(invitee) && role !== 'owner') return refuse('adminUsers.errors.lastAdmin');
  return allow;
}

/**
 * May `actor` block (`blocked: true`) or unblock `target`? Never themselves; never the last owner who can sign in.
 * Unblocking anyone else is always allowed.
 */
export function canSetBlocked(actor: Actor, target: ManagedUser, blocked: boolean): Decision {
  if (target.id === actor.id) return refuse('adminUsers.errors.selfBlock');
  if (blocked && isLastOwner(target)) return refuse('adminUsers.errors.lastAdmin');
  return allow;
}
