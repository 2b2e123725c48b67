import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { staffInvitations, users } from '@/db/schema/accounts';
import { recordAudit } from '@/domains/audit/record';
import { routing } from '@/i18n/routing';
import { DomainError } from '@/lib/domain-error';
import { env } from '@/lib/env';
import { queueMail } from '@/lib/mail';
import { hasNoNul } from '@/lib/text';
import { canTakeInvitedRole } from '../policies';
import { enforce, lockTarget } from '../users/service';
import { STAFF_ROLES, type StaffRole, staffRoleOf } from './roles';

/** How long an invitation's link works. */
export const INVITATION_DAYS = 7;
const INVITATION_MS = INVITATION_DAYS * 24 * 60 * 60 * 1000;

export const inviteStaffSchema = z.object({
  email: z
    .string('staff.errors.email')
    .trim()
    .toLowerCase()
    .min(1, 'staff.errors.email')
    .max(254, 'staff.errors.email')
    .pipe(z.email('staff.errors.email')),
  role: z.enum(STAFF_ROLES, 'staff.errors.role'),
  /** The inviter's language: the mail's and the link's. */
  locale: z.enum(routing.locales).catch(routing.defaultLocale),
});
export type InviteStaffInput = z.output<typeof inviteStaffSchema>;

/** A link's token as it arrives: anything else is simply not an invitation. */
export const invitationTokenSchema = z.object({
  token: z
    .string('staff.errors.invalid')
    .max(200, 'staff.errors.invalid')
    .refine(hasNoNul, 'staff.errors.invalid'),
});

/** Only the token's hash is stored: the link in the mail is the one copy of the token itself. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The page an invitation's link opens, in `locale`. */
export const invitationLink = (locale: string, token: string) =>
  `${env.APP_URL}/${locale}/staff-invitation?token=${encodeURIComponent(token)}`;

/**
 * Invites `email` to join the staff as `role`: a single-use link, valid for INVITATION_DAYS days, mailed (from the
 * job queue) in the inviter's language. Someone already on the staff is refused: their role is changed on their page.
 * Returns the link's token (tests read it; the owner's page shows only that the mail went).
 */
export async function inviteStaff(inviter: { id: string; name: string }, input: InviteStaffInput) {
  const [existing] = await getDb()
    .select({ role: users.role })
    .from(users)
    .where(eq(users.email, input.email));
  if (existing && staffRoleOf(existing.role)) throw new DomainError('staff.errors.alreadyStaff', 'email');
  const token = randomBytes(32).toString('base64url');
  const invitation = {
    id: crypto.randomUUID(),
    email: input.email,
    role: input.role,
    expiresAt: new Date(Date.now() + INVITATION_MS),
  };
  await getDb().transaction(async (tx) => {
    await tx
      .insert(staffInvitations)
      .values({ ...invitation, tokenHash: hashOf(token), locale: input.locale, invitedBy: inviter.id });
    await recordAudit(tx, {
      action: 'user.invite',
      entityType: 'staffInvitation',
      entityId: invitation.id,
      after: {
        email: invitation.email,
        role: invitation.role,
        expiresAt: invitation.expiresAt.toISOString(),
      },
    });
  });
  const { renderInvitationMail } = await import('./mail/render');
  const message = await renderInvitationMail({
    locale: input.locale,
    inviter: inviter.name,
    site: new URL(env.APP_URL).host,
    role: input.role,
    link: invitationLink(input.locale, token),
    days: INVITATION_DAYS,
  });
  await queueMail({ to: input.email, ...message });
  return { token };
}

export type InvitationState =
  | { state: 'valid'; email: string; role: StaffRole }
  | { state: 'invalid' | 'expired' | 'used' };

/** What a link's token opens: a valid invitation (its address and role), or why it no longer works. */
export async function readInvitation(token: string, now = new Date()): Promise<InvitationState> {
  const [row] = await getDb()
    .select()
    .from(staffInvitations)
    .where(eq(staffInvitations.tokenHash, hashOf(token)));
  return stateOf(row, now);
}

function stateOf(row: typeof staffInvitations.$inferSelect | undefined, now: Date): InvitationState {
  const role = staffRoleOf(row?.role);
  if (!row || !role) return { state: 'invalid' };
  if (row.acceptedAt) return { state: 'used' };
  if (row.expiresAt <= now) return { state: 'expired' };
  return { state: 'valid', email: row.email, role };
}

const REFUSALS = {
  invalid: 'staff.errors.invalid',
  expired: 'staff.errors.expired',
  used: 'staff.errors.used',
} as const;

/**
 * The signed-in `user` accepts the invitation of `token`: it must be valid, unused, unexpired and for their own
 * address. They take its role and the invitation is spent, in one transaction (the row locked, so a link works once
 * even when opened twice at the same moment).
 */
export async function acceptInvitation(
  user: { id: string; email: string },
  token: string,
): Promise<StaffRole> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.tokenHash, hashOf(token)))
      .for('update');
    const found = stateOf(row, new Date());
    if (found.state !== 'valid') throw new DomainError(REFUSALS[found.state]);
    if (found.email !== user.email.toLowerCase())
      throw new DomainError('staff.errors.wrongEmail', undefined, { email: found.email });
    const invitee = await lockTarget(tx, user.id);
    enforce(canTakeInvitedRole(invitee, found.role));
    await tx.update(users).set({ role: found.role, updatedAt: new Date() }).where(eq(users.id, user.id));
    await tx
      .update(staffInvitations)
      .set({ acceptedAt: new Date(), acceptedBy: user.id })
      .where(eq(staffInvitations.id, row?.id ?? ''));
    return found.role;
  });
}

/** An invitation as the owner's page names it. */
export const invitationIdSchema = z.object({
  id: z.uuid('staff.errors.invalid'),
});

/**
 * The owner cancels an invitation not yet accepted: its link stops working at once (it reads as not valid), and the
 * audit log keeps who cancelled it. One already cancelled is no error (a second click, another owner's tab); one
 * accepted meanwhile is refused, since its person is on the staff now and their role changes on their own page.
 */
export async function cancelInvitation(id: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [cancelled] = await tx
      .delete(staffInvitations)
      .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.acceptedAt)))
      .returning({ email: staffInvitations.email, role: staffInvitations.role });
    if (cancelled) {
      await recordAudit(tx, {
        action: 'user.uninvite',
        entityType: 'staffInvitation',
        entityId: id,
        before: { email: cancelled.email, role: cancelled.role },
      });
      return;
    }
    const [accepted] = await tx
      .select({ id: staffInvitations.id })
      .from(staffInvitations)
      .where(eq(staffInvitations.id, id));
    if (accepted) throw new DomainError('staff.errors.used');
  });
}

export type PendingInvitation = { id: string; email: string; role: StaffRole; expiresAt: Date };

/** The invitations still waiting to be accepted, newest first (the owner's users page). */
export async function listPendingInvitations(): Promise<PendingInvitation[]> {
  const rows = await getDb()
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      role: staffInvitations.role,
      expiresAt: staffInvitations.expiresAt,
    })
    .from(staffInvitations)
    .where(and(isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, new Date())))
    .orderBy(desc(staffInvitations.createdAt))
    .limit(50);
  return rows.flatMap((row) => {
    const role = staffRoleOf(row.role);
    return role ? [{ ...row, role }] : [];
  });
}
