import { describe, expect, it } from 'vitest';
import { canSetBlocked, canSetRole, canTakeInvitedRole } from './policies';
import { ASSIGNABLE_ROLES, STAFF_ROLES } from './staff/roles';

const actor = { id: 'owner-1' };
const self = { id: 'owner-1', staffRole: 'owner' as const, otherActiveOwners: 1 };
const shopper = { id: 'shopper', staffRole: null, otherActiveOwners: 1 };
const otherOwner = { id: 'owner-2', staffRole: 'owner' as const, otherActiveOwners: 1 };
const manager = { id: 'manager', staffRole: 'manager' as const, otherActiveOwners: 1 };
// An owner with no other owner who can sign in (say the actor's own role went while their page stayed open).
const lastOwner = { id: 'owner-2', staffRole: 'owner' as const, otherActiveOwners: 0 };

const refused = (reason: string) => ({ allowed: false, reason });
const allowed = { allowed: true };
const selfRole = refused('adminUsers.errors.selfRole');
const selfBlock = refused('adminUsers.errors.selfBlock');
const lastOwnerRefused = refused('adminUsers.errors.lastAdmin');

// Each row: what the owner does, the policy, the target, the value asked for, and the answer.
describe('user management policies', () => {
  it.each([
    ['makes themselves a shopper', canSetRole, self, 'user', selfRole],
    ['makes themselves a manager', canSetRole, self, 'manager', selfRole],
    ['makes themselves owner again', canSetRole, self, 'owner', selfRole],
    ['makes a shopper an owner', canSetRole, shopper, 'owner', allowed],
    ['makes a shopper catalogue staff', canSetRole, shopper, 'catalogue', allowed],
    ['makes a manager support staff', canSetRole, manager, 'support', allowed],
    ['makes a manager a shopper', canSetRole, manager, 'user', allowed],
    ['makes another owner a shopper', canSetRole, otherOwner, 'user', allowed],
    ['makes another owner a manager', canSetRole, otherOwner, 'manager', allowed],
    ['makes the last owner a shopper', canSetRole, lastOwner, 'user', lastOwnerRefused],
    ['makes the last owner a manager', canSetRole, lastOwner, 'manager', lastOwnerRefused],
    // Asking for what already is changes nothing, so nothing is refused.
    ['makes the last owner an owner', canSetRole, lastOwner, 'owner', allowed],
    ['blocks themselves', canSetBlocked, self, true, selfBlock],
    ['unblocks themselves', canSetBlocked, self, false, selfBlock],
    ['blocks a shopper', canSetBlocked, shopper, true, allowed],
    ['blocks a manager', canSetBlocked, manager, true, allowed],
    ['blocks another owner', canSetBlocked, otherOwner, true, allowed],
    ['blocks the last owner who can sign in', canSetBlocked, lastOwner, true, lastOwnerRefused],
    ['unblocks the last owner', canSetBlocked, lastOwner, false, allowed],
  ] as const)('an owner %s', (_, policy, target, value, decision) => {
    expect((policy as (a: unknown, t: unknown, v: unknown) => unknown)(actor, target, value)).toEqual(
      decision,
    );
  });

  it('any role may be given to anyone but oneself and the last owner', () => {
    for (const role of ASSIGNABLE_ROLES) {
      expect(canSetRole(actor, shopper, role), role).toEqual(allowed);
      expect(canSetRole(actor, manager, role), role).toEqual(allowed);
      expect(canSetRole(actor, self, role), role).toEqual(selfRole);
      expect(canSetRole(actor, lastOwner, role), role).toEqual(role === 'owner' ? allowed : lastOwnerRefused);
    }
  });

  it('an invitation gives its role to anyone but the last owner, who stays an owner', () => {
    for (const role of STAFF_ROLES) {
      expect(canTakeInvitedRole(shopper, role), role).toEqual(allowed);
      expect(canTakeInvitedRole(otherOwner, role), role).toEqual(allowed);
      expect(canTakeInvitedRole(lastOwner, role), role).toEqual(
        role === 'owner' ? allowed : lastOwnerRefused,
      );
    }
  });
});
