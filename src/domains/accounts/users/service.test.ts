import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { accounts, sessions, users } from '@/db/schema';
import { authPost, makeAdmin, signUpTestUser, TEST_PASSWORD } from '../../../../tests/setup/auth-request';
import { testRequest } from '../../../../tests/setup/request';
import { serverActionsOf } from '../../../../tests/setup/server-actions';
import { getAuth } from '../auth/server';
import { canSetRole } from '../policies';

// Server actions read the caller from the request's cookies: the test decides which session cookie "arrives".

const actions = await import('./actions');
const { getAdminUser, listAdminUsers } = await import('./queries');
const { setUserRole, setUserBlocked } = await import('./service');

const signUp = (email: string, name = 'Test Person') => signUpTestUser(email, { name });
const signIn = (email: string) => authPost('/sign-in/email', { email, password: TEST_PASSWORD });

const roleOf = async (id: string) =>
  (await getDb().select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;
const sessionCount = async (id: string) =>
  (await getDb().select().from(sessions).where(eq(sessions.userId, id))).length;

let owner = { cookie: '', id: '' };
let shopper = { cookie: '', id: '' };

beforeAll(async () => {
  owner = await signUp('owner@wishah.test', 'Store Owner');
  await makeAdmin(owner.id);
  shopper = await signUp('shopper@wishah.test', 'Plain Shopper');
});

describe('listing users', () => {
  beforeAll(async () => {
    // 25 customers made directly, with distinct join dates so the order is known.
    const base = Date.UTC(2025, 0, 1);
    const rows = Array.from({ length: 25 }, (_, i) => ({
      id: randomUUID(),
      name: `Bulk Customer ${String(i).padStart(2, '0')}`,
      email: `bulk-${i}@list.test`,
      createdAt: new Date(base + i * 60_000),
    }));
    await getDb().insert(users).values(rows);
    await getDb()
      .insert(accounts)
      .values(
        rows.map((r, i) => ({
          id: randomUUID(),
          accountId: i === 0 ? 'google-sub-1' : r.id,
          providerId: i === 0 ? 'google' : 'credential',
          userId: r.id,
        })),
      );
    await getDb()
      .insert(users)
      .values({ id: randomUUID(), name: 'Percent 100% Sure', email: 'under_score@list.test' });
  });

  it('searches name or e-mail case-insensitively and paginates', async () => {
    const first = await listAdminUsers({ q: 'BULK customer', page: 1 }, 10);
    expect(first.total).toBe(25);
    expect(first.pageCount).toBe(3);
    expect(first.rows).toHaveLength(10);
    // Newest first.
    expect(first.rows[0]?.name).toBe('Bulk Customer 24');
    const third = await listAdminUsers({ q: 'bulk customer', page: 3 }, 10);
    expect(third.page).toBe(3);
    expect(third.rows.map((r) => r.name)).toEqual(
      ['04', '03', '02', '01', '00'].map((n) => `Bulk Customer ${n}`),
    );
    // A page past the end shows the last page.
    expect((await listAdminUsers({ q: 'bulk', page: 99 }, 10)).page).toBe(3);

    const byEmail = await listAdminUsers({ q: 'Bulk-7@LIST', page: 1 });
    expect(byEmail.rows.map((r) => r.email)).toEqual(['bulk-7@list.test']);
  });

  it('finds an account opened by phone by its number typed either way, without its stand-in e-mail', async () => {
    const id = randomUUID();
    await getDb().insert(users).values({
      id,
      name: 'Phone Shopper',
      email: '966501112233@phone.wishah.invalid',
      phoneNumber: '+966501112233',
      phoneNumberVerified: true,
    });
    await getDb()
      .insert(accounts)
      .values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password: 'x' });
    for (const q of ['0501112233', '+966501112233', '50111']) {
      const { rows } = await listAdminUsers({ q, page: 1 });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ phone: '+966501112233', email: null, methods: ['phone'] });
    }
  });

  it('matches % and _ literally, not as wildcards', async () => {
    expect((await listAdminUsers({ q: '100%', page: 1 })).rows.map((r) => r.name)).toEqual([
      'Percent 100% Sure',
    ]);
    expect((await listAdminUsers({ q: 'r_s', page: 1 })).rows.map((r) => r.email)).toEqual([
      'under_score@list.test',
    ]);
    expect((await listAdminUsers({ q: '%', page: 1 })).total).toBe(1);
    expect((await listAdminUsers({ q: '_', page: 1 })).total).toBe(1);
  });

  it('shows the sign-up method, role and blocked state', async () => {
    const [google] = (await listAdminUsers({ q: 'Bulk Customer 00', page: 1 })).rows;
    expect(google).toMatchObject({ methods: ['google'], staffRole: null, banned: false, phone: null });
    const [own] = (await listAdminUsers({ q: 'owner@wishah.test', page: 1 })).rows;
    expect(own).toMatchObject({ methods: ['credential'], staffRole: 'owner' });
  });

  it("a user's detail counts open sessions and knows the last sign-in", async () => {
    const person = await signUp('detail@wishah.test');
    expect((await signIn('detail@wishah.test')).status).toBe(200);
    const detail = await getAdminUser(person.id);
    expect(detail).toMatchObject({ email: 'detail@wishah.test', sessionCount: 2, banned: false });
    const latest = await getDb()
      .select({ at: sessions.createdAt })
      .from(sessions)
      .where(eq(sessions.userId, person.id));
    const newest = Math.max(...latest.map((s) => s.at.getTime()));
    expect(detail?.lastSignInAt?.getTime()).toBe(newest);
    expect(await getAdminUser(randomUUID())).toBeNull();
  });
});

describe('admin role', () => {
  it('gives a staff role, changes it and takes it back', async () => {
    const person = await signUp('promoted@wishah.test');
    await setUserRole(owner.id, { userId: person.id, role: 'catalogue' });
    expect(await roleOf(person.id)).toBe('catalogue');
    await setUserRole(owner.id, { userId: person.id, role: 'owner' });
    expect(await roleOf(person.id)).toBe('owner');
    await setUserRole(owner.id, { userId: person.id, role: 'user' });
    expect(await roleOf(person.id)).toBe('user');
  });

  it('never changes your own role', async () => {
    await expect(setUserRole(owner.id, { userId: owner.id, role: 'user' })).rejects.toThrow(
      'adminUsers.errors.selfRole',
    );
    expect(await roleOf(owner.id)).toBe('owner');
  });

  it('never revokes the last admin, even when two admins revoke each other at once', async () => {
    const second = await signUp('second-admin@wishah.test');
    await makeAdmin(second.id);
    // Each would leave the other as an admin on its own; together they'd leave none. The row locks make
    // the second one see that it is removing the last admin.
    const results = await Promise.allSettled([
      setUserRole(owner.id, { userId: second.id, role: 'user' }),
      setUserRole(second.id, { userId: owner.id, role: 'user' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected');
    expect(refused?.status === 'rejected' && String(refused.reason.message)).toBe(
      'adminUsers.errors.lastAdmin',
    );
    const roles = [await roleOf(owner.id), await roleOf(second.id)];
    expect(roles.filter((r) => r === 'owner')).toHaveLength(1);
    // Back to the owner being the only admin.
    await makeAdmin(owner.id);
    await getDb().update(users).set({ role: 'user' }).where(eq(users.id, second.id));
  });

  it('a blocked admin does not count as another admin', async () => {
    const blocked = await signUp('blocked-admin@wishah.test');
    const acting = await signUp('acting-admin@wishah.test');
    await makeAdmin(blocked.id);
    await makeAdmin(acting.id);
    await setUserBlocked(owner.id, { userId: blocked.id, blocked: true });
    // acting may revoke owner (acting remains), but then owner, whose role is gone a moment later in a
    // race, may not revoke acting: the only other admin is blocked.
    await setUserRole(acting.id, { userId: owner.id, role: 'user' });
    await expect(setUserRole(owner.id, { userId: acting.id, role: 'user' })).rejects.toThrow(
      'adminUsers.errors.lastAdmin',
    );
    // The user page reads the same count and asks the same policy, so it offers no control the action refuses.
    const detail = await getAdminUser(acting.id);
    expect(detail?.otherActiveOwners).toBe(0);
    if (!detail) throw new Error('no detail');
    expect(canSetRole({ id: owner.id }, detail, 'user')).toEqual({
      allowed: false,
      reason: 'adminUsers.errors.lastAdmin',
    });
    expect((await getAdminUser(blocked.id))?.otherActiveOwners).toBe(1);
    expect(await roleOf(acting.id)).toBe('owner');
    await makeAdmin(owner.id);
    await getDb()
      .update(users)
      .set({ role: 'user', banned: false })
      .where(inArray(users.id, [blocked.id, acting.id]));
  });

  it('refuses an unknown user', async () => {
    await expect(setUserRole(owner.id, { userId: randomUUID(), role: 'owner' })).rejects.toThrow(
      'adminUsers.errors.notFound',
    );
  });
});

describe('blocking', () => {
  it('ends every session at once, sets banned, and better-auth refuses the login', async () => {
    const person = await signUp('blocked@wishah.test');
    expect((await signIn('blocked@wishah.test')).status).toBe(200);
    expect(await sessionCount(person.id)).toBe(2);

    const signedInAt = (await getAdminUser(person.id))?.lastSignInAt;
    expect(signedInAt).toBeInstanceOf(Date);

    await setUserBlocked(owner.id, { userId: person.id, blocked: true, reason: 'Chargebacks' });
    expect(await sessionCount(person.id)).toBe(0);
    // Their sessions are gone, their last sign-in is not.
    expect((await getAdminUser(person.id))?.lastSignInAt).toEqual(signedInAt);
    const [row] = await getDb().select().from(users).where(eq(users.id, person.id));
    expect(row).toMatchObject({ banned: true, banReason: 'Chargebacks' });
    // The cookie they still hold is worthless now.
    const session = await getAuth().api.getSession({ headers: new Headers({ cookie: person.cookie }) });
    expect(session).toBeNull();

    const refused = await signIn('blocked@wishah.test');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'BANNED_USER' });
    expect(await sessionCount(person.id)).toBe(0);
    // A refused sign-in is no sign-in.
    expect((await getAdminUser(person.id))?.lastSignInAt).toEqual(signedInAt);

    await setUserBlocked(owner.id, { userId: person.id, blocked: false });
    const [after] = await getDb().select().from(users).where(eq(users.id, person.id));
    expect(after).toMatchObject({ banned: false, banReason: null });
    expect((await signIn('blocked@wishah.test')).status).toBe(200);
  });

  it('never blocks yourself', async () => {
    await expect(setUserBlocked(owner.id, { userId: owner.id, blocked: true })).rejects.toThrow(
      'adminUsers.errors.selfBlock',
    );
    expect(await sessionCount(owner.id)).toBeGreaterThan(0);
  });

  it('never blocks the last admin, but blocks one of two', async () => {
    const other = await signUp('other-admin@wishah.test');
    await makeAdmin(other.id);
    await setUserBlocked(owner.id, { userId: other.id, blocked: true });
    // With `other` blocked, owner is the last admin who can sign in: `other` (still an admin by role, but
    // acting through the service) may not block them.
    await expect(setUserBlocked(other.id, { userId: owner.id, blocked: true })).rejects.toThrow(
      'adminUsers.errors.lastAdmin',
    );
    const [row] = await getDb().select().from(users).where(eq(users.id, owner.id));
    expect(row?.banned).toBe(false);
    await setUserBlocked(owner.id, { userId: other.id, blocked: false });
    await getDb().update(users).set({ role: 'user' }).where(eq(users.id, other.id));
  });
});

describe('user management server actions', () => {
  const exported = serverActionsOf(actions);
  const inputs: Record<string, () => unknown> = {
    setUserRoleAction: () => ({ userId: shopper.id, role: 'owner' }),
    setUserBlockedAction: () => ({ userId: owner.id, blocked: true }),
  };

  /** A fingerprint of the users and sessions tables, to show a refused call changed nothing. */
  const state = async () => ({
    users: await getDb().select().from(users).orderBy(users.id),
    sessions: (await getDb().select({ id: sessions.id }).from(sessions)).map((s) => s.id).sort(),
  });

  it('are all covered here', () => {
    expect(exported.length).toBe(Object.keys(actions).length);
    expect(exported.map(([name]) => name).sort()).toEqual(Object.keys(inputs).sort());
  });

  describe.each([
    ['a guest', () => ''],
    ['a signed-in shopper', () => shopper.cookie],
  ])('called by %s', (_who, cookie) => {
    it.each(exported.map(([name]) => name))('%s is refused and changes nothing', async (name) => {
      testRequest.cookie = cookie();
      const action = exported.find(([n]) => n === name)?.[1];
      if (!action) throw new Error(`no action ${name}`);
      const before = await state();
      const result = await action(inputs[name]?.() ?? {});
      expect(result).toEqual({ ok: false, error: 'errors.forbiddenText' });
      expect(await state()).toEqual(before);
    });
  });

  it('an admin gets the refusal as a message key, and bad input as field errors', async () => {
    testRequest.cookie = owner.cookie;
    expect(await actions.setUserRoleAction({ userId: owner.id, role: 'user' })).toMatchObject({
      ok: false,
      error: 'adminUsers.errors.selfRole',
    });
    expect(await actions.setUserBlockedAction({ userId: owner.id, blocked: true })).toMatchObject({
      ok: false,
      error: 'adminUsers.errors.selfBlock',
    });
    expect(
      await actions.setUserBlockedAction({ userId: shopper.id, blocked: true, reason: 'x'.repeat(201) }),
    ).toMatchObject({
      ok: false,
      error: 'validation.fixFields',
      fieldErrors: { reason: 'adminUsers.errors.reasonTooLong' },
    });
    expect(await actions.setUserRoleAction({ userId: '', role: 'owner' })).toMatchObject({
      ok: false,
      fieldErrors: { userId: 'validation.required' },
    });
    expect(await actions.setUserRoleAction({ userId: shopper.id, role: 'admin' as never })).toMatchObject({
      ok: false,
      fieldErrors: { role: 'staff.errors.role' },
    });
  });

  it('an admin blocks and unblocks a shopper through the action', async () => {
    testRequest.cookie = owner.cookie;
    expect(await actions.setUserBlockedAction({ userId: shopper.id, blocked: true })).toEqual({
      ok: true,
      data: undefined,
    });
    expect(await sessionCount(shopper.id)).toBe(0);
    expect(await actions.setUserBlockedAction({ userId: shopper.id, blocked: false })).toMatchObject({
      ok: true,
    });
  });
});
