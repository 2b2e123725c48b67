import { describe, expect, it } from 'vitest';
import { canSetAdmin, canSetBlocked } from './policies';

const actor = { id: 'admin-1' };
const self = { id: 'admin-1', isAdmin: true, otherActiveAdmins: 1 };
const shopper = { id: 'shopper', isAdmin: false, otherActiveAdmins: 1 };
const otherAdmin = { id: 'admin-2', isAdmin: true, otherActiveAdmins: 1 };
// An admin with no other admin who can sign in (say the actor's own role went while their page stayed open).
const lastAdmin = { id: 'admin-2', isAdmin: true, otherActiveAdmins: 0 };

const refused = (reason: string) => ({ allowed: false, reason });
const allowed = { allowed: true };
const selfRole = refused('adminUsers.errors.selfRole');
const selfBlock = refused('adminUsers.errors.selfBlock');
const lastAdminRefused = refused('adminUsers.errors.lastAdmin');

// Each row: what the admin does, the policy, the target, the value asked for, and the answer.
describe('user management policies', () => {
  it.each([
    ['revokes their own admin role', canSetAdmin, self, false, selfRole],
    ['makes themselves admin again', canSetAdmin, self, true, selfRole],
    ['makes a shopper an admin', canSetAdmin, shopper, true, allowed],
    ['revokes another admin', canSetAdmin, otherAdmin, false, allowed],
    ['revokes the last admin who can sign in', canSetAdmin, lastAdmin, false, lastAdminRefused],
    // Asking for what already is changes nothing, so nothing is refused.
    ['makes the last admin an admin', canSetAdmin, lastAdmin, true, allowed],
    ['blocks themselves', canSetBlocked, self, true, selfBlock],
    ['unblocks themselves', canSetBlocked, self, false, selfBlock],
    ['blocks a shopper', canSetBlocked, shopper, true, allowed],
    ['blocks another admin', canSetBlocked, otherAdmin, true, allowed],
    ['blocks the last admin who can sign in', canSetBlocked, lastAdmin, true, lastAdminRefused],
    ['unblocks the last admin', canSetBlocked, lastAdmin, false, allowed],
  ])('an admin %s', (_, policy, target, value, decision) => {
    expect(policy(actor, target, value)).toEqual(decision);
  });
});
