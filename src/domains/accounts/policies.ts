// Who may do what to an account. Pure functions of facts the caller already has: the users service asks them
// inside its locked transaction, the admin's user page asks them to decide which buttons to offer, so a page never
// shows a control its action would refuse. Reasons are message keys, shown as they are by either side.

/** The admin acting. */
export type Actor = { id: string };

/** The account acted on, and how many other admins could still sign in without it. */
export type ManagedUser = {
  id: string;
  isAdmin: boolean;
  /** Admins other than this user who are not blocked: a blocked admin can't sign in to manage the store. */
  otherActiveAdmins: number;
};

export type UsersRefusal =
  | 'adminUsers.errors.selfRole'
  | 'adminUsers.errors.selfBlock'
  | 'adminUsers.errors.lastAdmin';

/** A policy's answer: allowed, or refused with the message key that says why. */
export type Decision = { allowed: true } | { allowed: false; reason: UsersRefusal };

const allow: Decision = { allowed: true };
const refuse = (reason: UsersRefusal): Decision => ({ allowed: false, reason });

/** May `actor` make `target` an admin (`admin: true`) or a shopper? Never their own role, never the last admin's. */
export function canSetAdmin(actor: Actor, target: ManagedUser, admin: boolean): Decision {
  if (target.id === actor.id) return refuse('adminUsers.errors.selfRole');
  if (target.isAdmin && !admin && target.otherActiveAdmins === 0)
    return refuse('adminUsers.errors.lastAdmin');
  return allow;
}

/**
 * May `actor` block (`blocked: true`) or unblock `target`? Never themselves; never the last admin who can sign in.
 * Unblocking anyone else is always allowed.
 */
export function canSetBlocked(actor: Actor, target: ManagedUser, blocked: boolean): Decision {
  if (target.id === actor.id) return refuse('adminUsers.errors.selfBlock');
  if (blocked && target.isAdmin && target.otherActiveAdmins === 0)
    return refuse('adminUsers.errors.lastAdmin');
  return allow;
}
