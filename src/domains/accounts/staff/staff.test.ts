import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { staffInvitations, users } from '@/db/schema/accounts';
import { auditEntries } from '@/db/schema/audit';
import type { MailMessage } from '@/lib/mail';
import { signUpTestAdmin, signUpTestStaff, signUpTestUser } from '../../../../tests/setup/auth-request';
import { testRequest } from '../../../../tests/setup/request';

// Invitations to the staff: the owner invites an address with a role, the mail carries a single-use link, and only
// the invited address, signed in, takes the role with it, once, within the week.

const sent: MailMessage[] = [];
vi.mock('@/lib/mail', async (original) => ({
  ...(await original<typeof import('@/lib/mail')>()),
  queueMail: async (message: MailMessage) => {
    sent.push(message);
    return 'queued';
  },
}));

const { inviteStaffAction, acceptInvitationAction, cancelInvitationAction } = await import('./actions');
const { readInvitation } = await import('./service');

let owner = { cookie: '', id: '', email: '' };
const roleOf = async (id: string) =>
  (await getDb().select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;

/** The owner invites `email` as `role`; the link's token, read from the mail. */
async function invite(email: string, role = 'catalogue', locale = 'en') {
  testRequest.cookie = owner.cookie;
  const result = await inviteStaffAction({ email, role: role as 'catalogue', locale: locale as 'en' });
  expect(result).toEqual({ ok: true, data: { email: email.toLowerCase() } });
  const mail = sent.at(-1);
  expect(mail?.to).toBe(email.toLowerCase());
  const link = /https?:\/\/[^\s"<]+\/staff-invitation\?token=([\w-]+)/.exec(mail?.text ?? '');
  if (!link?.[1]) throw new Error(`no link in ${mail?.text}`);
  return { token: link[1], mail: mail as MailMessage, url: link[0] };
}

beforeAll(async () => {
  owner = await signUpTestAdmin('staff-owner@wishah.test', { name: 'Hala Owner' });
});
beforeEach(() => {
  testRequest.cookie = '';
});

describe('inviting staff', () => {
  it('mails a link in the inviter’s language, naming the role', async () => {
    const { mail, url } = await invite('Invitee-En@wishah.test');
    expect(mail.subject).toContain('invited to join the staff');
    expect(mail.text).toContain('Hala Owner');
    expect(mail.text).toContain('Catalogue staff');
    expect(url).toContain('/en/staff-invitation?token=');
    const ar = await invite('invitee-ar@wishah.test', 'support', 'ar');
    expect(ar.mail.subject).toContain('دعوة للانضمام');
    expect(ar.mail.html).toContain('dir="rtl"');
    expect(ar.mail.text).toContain('موظف الدعم');
    expect(ar.url).toContain('/ar/staff-invitation?token=');
    // Only the hash is kept: the token is in the mail alone.
    const rows = await getDb().select().from(staffInvitations);
    expect(rows.map((row) => row.tokenHash)).not.toContain(ar.token);
    expect(rows.find((row) => row.email === 'invitee-ar@wishah.test')).toMatchObject({
      role: 'support',
      locale: 'ar',
    });
  });

  it('is the owner’s only, and bad input gets field errors', async () => {
    const manager = await signUpTestStaff('staff-manager@wishah.test', 'manager');
    const before = sent.length;
    for (const cookie of ['', (await signUpTestUser('staff-shopper@wishah.test')).cookie, manager.cookie]) {
      testRequest.cookie = cookie;
      expect(await inviteStaffAction({ email: 'x@wishah.test', role: 'catalogue', locale: 'en' })).toEqual({
        ok: false,
        error: 'errors.forbiddenText',
      });
    }
    testRequest.cookie = owner.cookie;
    expect(
      await inviteStaffAction({ email: 'not an address', role: 'boss' as 'owner', locale: 'en' }),
    ).toMatchObject({
      ok: false,
      error: 'validation.fixFields',
      fieldErrors: { email: 'staff.errors.email', role: 'staff.errors.role' },
    });
    expect(await inviteStaffAction({ email: manager.email, role: 'orders', locale: 'en' })).toMatchObject({
      ok: false,
      error: 'staff.errors.alreadyStaff',
      fieldErrors: { email: 'staff.errors.alreadyStaff' },
    });
    expect(sent.length).toBe(before);
  });
});

/** The invitation row of `email` (each test invites an address of its own). */
const invitationOf = async (email: string) =>
  (await getDb().select().from(staffInvitations).where(eq(staffInvitations.email, email)))[0];

/** The audit log's entries for one invitation. */
const auditOf = (invitationId: string) =>
  getDb()
    .select({
      action: auditEntries.action,
      actorEmail: auditEntries.actorEmail,
      before: auditEntries.before,
      after: auditEntries.after,
    })
    .from(auditEntries)
    .where(and(eq(auditEntries.entityType, 'staffInvitation'), eq(auditEntries.entityId, invitationId)))
    .orderBy(auditEntries.id);

describe('cancelling an invitation', () => {
  it('stops its link at once, keeps who invited and who cancelled in the audit log, and is harmless twice', async () => {
    const { token } = await invite('Changed-Mind@wishah.test', 'orders');
    const row = await invitationOf('changed-mind@wishah.test');
    if (!row) throw new Error('no invitation');
    testRequest.cookie = owner.cookie;
    expect(await cancelInvitationAction({ id: row.id })).toEqual({ ok: true, data: { id: row.id } });
    expect(await readInvitation(token)).toEqual({ state: 'invalid' });
    const person = await signUpTestUser('changed-mind@wishah.test');
    testRequest.cookie = person.cookie;
    expect(await acceptInvitationAction({ token })).toMatchObject({
      ok: false,
      error: 'staff.errors.invalid',
    });
    expect(await roleOf(person.id)).toBe('user');
    // A second click, or another owner's tab: nothing to cancel, no error, no second entry.
    testRequest.cookie = owner.cookie;
    expect(await cancelInvitationAction({ id: row.id })).toEqual({ ok: true, data: { id: row.id } });
    expect(await auditOf(row.id)).toEqual([
      {
        action: 'user.invite',
        actorEmail: owner.email,
        before: null,
        after: { email: 'changed-mind@wishah.test', role: 'orders', expiresAt: row.expiresAt.toISOString() },
      },
      {
        action: 'user.uninvite',
        actorEmail: owner.email,
        before: { email: 'changed-mind@wishah.test', role: 'orders' },
        after: null,
      },
    ]);
  });

  it('refuses one accepted meanwhile, and is the owner’s only', async () => {
    const { token } = await invite('quick-joiner@wishah.test', 'support');
    const row = await invitationOf('quick-joiner@wishah.test');
    if (!row) throw new Error('no invitation');
    const joiner = await signUpTestUser('quick-joiner@wishah.test');
    testRequest.cookie = joiner.cookie;
    expect(await acceptInvitationAction({ token })).toEqual({ ok: true, data: { role: 'support' } });
    const manager = await signUpTestStaff('cancel-manager@wishah.test', 'manager');
    for (const cookie of ['', joiner.cookie, manager.cookie]) {
      testRequest.cookie = cookie;
      expect(await cancelInvitationAction({ id: row.id })).toEqual({
        ok: false,
        error: 'errors.forbiddenText',
      });
    }
    testRequest.cookie = owner.cookie;
    expect(await cancelInvitationAction({ id: row.id })).toMatchObject({
      ok: false,
      error: 'staff.errors.used',
    });
    expect(await roleOf(joiner.id)).toBe('support');
    expect(await cancelInvitationAction({ id: 'not-an-id' })).toMatchObject({
      ok: false,
      fieldErrors: { id: 'staff.errors.invalid' },
    });
  });
});

describe('accepting an invitation', () => {
  it('gives the invited account its role once', async () => {
    const { token } = await invite('Joiner@wishah.test', 'catalogue');
    expect(await readInvitation(token)).toEqual({
      state: 'valid',
      email: 'joiner@wishah.test',
      role: 'catalogue',
    });
    // A guest must sign in first.
    testRequest.cookie = '';
    expect(await acceptInvitationAction({ token })).toEqual({ ok: false, error: 'errors.loginFirst' });
    const joiner = await signUpTestUser('joiner@wishah.test');
    testRequest.cookie = joiner.cookie;
    expect(await acceptInvitationAction({ token })).toEqual({ ok: true, data: { role: 'catalogue' } });
    expect(await roleOf(joiner.id)).toBe('catalogue');
    // Reused: refused, and the role stays as it is.
    expect(await acceptInvitationAction({ token })).toMatchObject({ ok: false, error: 'staff.errors.used' });
    expect(await readInvitation(token)).toEqual({ state: 'used' });
  });

  it('refuses a tampered link', async () => {
    const { token } = await invite('tampered@wishah.test');
    const person = await signUpTestUser('tampered@wishah.test');
    testRequest.cookie = person.cookie;
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    for (const forged of [`${token.slice(0, -1)}${last}`, `${token}x`, token.slice(1), '', 'x'.repeat(201)]) {
      const result = await acceptInvitationAction({ token: forged });
      expect(result, forged).toMatchObject({ ok: false });
      expect(['staff.errors.invalid', 'validation.fixFields']).toContain((result as { error: string }).error);
    }
    expect(await acceptInvitationAction({ token: 7 as unknown as string })).toMatchObject({ ok: false });
    expect(await roleOf(person.id)).toBe('user');
  });

  it('refuses an expired link', async () => {
    const { token } = await invite('late@wishah.test');
    await getDb()
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.email, 'late@wishah.test'));
    const person = await signUpTestUser('late@wishah.test');
    testRequest.cookie = person.cookie;
    expect(await acceptInvitationAction({ token })).toMatchObject({
      ok: false,
      error: 'staff.errors.expired',
    });
    expect(await readInvitation(token)).toEqual({ state: 'expired' });
    expect(await roleOf(person.id)).toBe('user');
  });

  it('refuses an account with another address', async () => {
    const { token } = await invite('meant-for@wishah.test', 'orders');
    const other = await signUpTestUser('someone-else@wishah.test');
    testRequest.cookie = other.cookie;
    expect(await acceptInvitationAction({ token })).toEqual({
      ok: false,
      error: 'staff.errors.wrongEmail',
      values: { email: 'meant-for@wishah.test' },
    });
    expect(await roleOf(other.id)).toBe('user');
    // The invitation is still there for its address.
    expect(await readInvitation(token)).toMatchObject({ state: 'valid' });
  });

  it('never takes the last owner out of owning the store', async () => {
    // The store's one owner holds an invitation as support staff (sent while they were a shopper, say): accepting
    // it would leave the store with no owner.
    const owners = await getDb().select({ id: users.id }).from(users).where(eq(users.role, 'owner'));
    expect(owners.map((row) => row.id)).toEqual([owner.id]);
    const { inviteStaff } = await import('./service');
    await getDb().update(users).set({ role: 'user' }).where(eq(users.id, owner.id));
    const { token } = await inviteStaff(
      { id: owner.id, name: 'Hala Owner' },
      {
        email: owner.email,
        role: 'support',
        locale: 'en',
      },
    );
    await getDb().update(users).set({ role: 'owner' }).where(eq(users.id, owner.id));
    testRequest.cookie = owner.cookie;
    expect(await acceptInvitationAction({ token })).toMatchObject({
      ok: false,
      error: 'adminUsers.errors.lastAdmin',
    });
    expect(await roleOf(owner.id)).toBe('owner');
  });
});
