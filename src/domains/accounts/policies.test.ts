import { describe, expect, it } from 'vitest';
import { canSetAdmin, canSetBlocked } from './policies';

const actor = { id: 'admin-1' };
const self = { id: 'admin-1', isAdmin: true, otherActiveAdmins: 1 };
const shopper = { id: 'shopper', isAdmin: false, otherActiveAdmins: 1 };
const otherAdmin = { id: 'admin-2', isAdmin: true, otherActiveAdmins: 1 };
// An admin with no other admin who can sign in (say the actor's own role went while their page stayed open).
const lastAdmin = { id: 'admin-2', isAdmin: true, otherActiveAdmins: 0 };

describe('canSetAdmin', () => {
  it('never lets an admin change their own role, either way', () => {
    expect(canSetAdmin(actor, self, false)).toEqual({ allowed: false, reason: 'adminUsers.errors.selfRole' });
    expect(canSetAdmin(actor, self, true)).toEqual({ allowed: false, reason: 'adminUsers.errors.selfRole' });
  });

  it('grants and revokes for others, but never revokes the last admin who can sign in', () => {
    expect(canSetAdmin(actor, shopper, true)).toEqual({ allowed: true });
    expect(canSetAdmin(actor, otherAdmin, false)).toEqual({ allowed: true });
    expect(canSetAdmin(actor, lastAdmin, false)).toEqual({
      allowed: false,
      reason: 'adminUsers.errors.lastAdmin',
    });
    // Asking for what already is changes nothing, so nothing is refused.
    expect(canSetAdmin(actor, lastAdmin, true)).toEqual({ allowed: true });
  });
});

describe('canSetBlocked', () => {
  it('never lets an admin block or unblock themselves', () => {
    expect(canSetBlocked(actor, self, true)).toEqual({
      allowed: false,
      reason: 'adminUsers.errors.selfBlock',
    });
    expect(canSetBlocked(actor, self, false)).toEqual({
      allowed: false,
      reason: 'adminUsers.errors.selfBlock',
    });
  });

  it('blocks shoppers and other admins, never the last admin, and unblocks anyone else', () => {
    expect(canSetBlocked(actor, shopper, true)).toEqual({ allowed: true });
    expect(canSetBlocked(actor, otherAdmin, true)).toEqual({ allowed: true });
    expect(canSetBlocked(actor, lastAdmin, true)).toEqual({
      allowed: false,
      reason: 'adminUsers.errors.lastAdmin',
    });
    expect(canSetBlocked(actor, lastAdmin, false)).toEqual({ allowed: true });
  });
});
