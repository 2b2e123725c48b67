import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type Tx } from '@/db/client';
import { sessions, users } from '@/db/schema/accounts';
import { recordAudit } from '@/domains/audit/record';
import { DomainError } from '@/lib/domain-error';
import { hasNoNul } from '@/lib/text';
import { BAN_REASON_MAX } from '../limits';
import { canSetAdmin, canSetBlocked, type Decision } from '../policies';

const userId = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(100)
  .refine(hasNoNul, 'validation.invalid');

export const setUserAdminSchema = z.object({
  userId,
  admin: z.boolean(),
});
export type SetUserAdminInput = z.output<typeof setUserAdminSchema>;

export const setUserBlockedSchema = z.object({
  userId,
  blocked: z.boolean(),
  reason: z
    .string()
    .trim()
    .max(BAN_REASON_MAX, 'adminUsers.errors.reasonTooLong')
    .refine(hasNoNul, 'validation.invalid')
    .optional()
    .transform((v) => v || undefined),
});
export type SetUserBlockedInput = { userId: string; blocked: boolean; reason?: string };

/** Notes a sign-in on the user (every new session but an admin's impersonation), for the admin's users page. */
export async function recordSignIn(session: {
  userId: string;
  createdAt: Date;
  impersonatedBy?: string | null;
}) {
  if (session.impersonatedBy) return;
  await getDb().update(users).set({ lastSignInAt: session.createdAt }).where(eq(users.id, session.userId));
}

/**
 * Locks every admin row (and the target) so two admins acting at once can't both pass the last-admin check.
 * Returns the target as the policies see it, or throws when there is no such user.
 */
async function lockTarget(tx: Tx, userId: string) {
  const admins = await tx
    .select({ id: users.id, banned: users.banned })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(users.id)
    .for('update');
  const [target] = await tx
    .select({ id: users.id, role: users.role, banned: users.banned })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!target) throw new DomainError('adminUsers.errors.notFound');
  // A blocked admin can't sign in, so only unblocked admins keep the store manageable.
  const otherActiveAdmins = admins.filter((a) => a.id !== userId && !a.banned).length;
  return { id: target.id, isAdmin: target.role === 'admin', otherActiveAdmins };
}

/** Throws the policy's refusal as the action's error. */
function enforce(decision: Decision): void {
  if (!decision.allowed) throw new DomainError(decision.reason);
}

/** Grants or revokes the admin role, as `canSetAdmin` allows: never the actor's own, never the last admin's. */
export async function setUserAdmin(actorId: string, input: SetUserAdminInput): Promise<void> {
  await getDb().transaction(async (tx) => {
    const target = await lockTarget(tx, input.userId);
    enforce(canSetAdmin({ id: actorId }, target, input.admin));
    if (target.isAdmin === input.admin) return;
    await tx
      .update(users)
      .set({ role: input.admin ? 'admin' : 'user', updatedAt: new Date() })
      .where(eq(users.id, input.userId));
    await recordAudit(tx, {
      action: 'user.role',
      entityType: 'user',
      entityId: input.userId,
      before: { role: target.isAdmin ? 'admin' : 'user' },
      after: { role: input.admin ? 'admin' : 'user' },
    });
  });
}

/**
 * Blocks or unblocks a user, as `canSetBlocked` allows: never the actor, never the store's last admin. Blocking
 * also deletes every session of theirs in the same transaction, so they are signed out at once (better-auth's
 * admin plugin then refuses them at sign-in).
 */
export async function setUserBlocked(actorId: string, input: SetUserBlockedInput): Promise<void> {
  await getDb().transaction(async (tx) => {
    const target = await lockTarget(tx, input.userId);
    enforce(canSetBlocked({ id: actorId }, target, input.blocked));
    const [was] = await tx
      .select({ banned: users.banned, banReason: users.banReason })
      .from(users)
      .where(eq(users.id, input.userId));
    await recordAudit(tx, {
      action: 'user.block',
      entityType: 'user',
      entityId: input.userId,
      before: { banned: was?.banned ?? false, banReason: was?.banReason ?? null },
      after: { banned: input.blocked, banReason: input.blocked ? (input.reason ?? null) : null },
    });
    if (!input.blocked) {
      await tx
        .update(users)
        .set({ banned: false, banReason: null, banExpires: null, updatedAt: new Date() })
        .where(eq(users.id, input.userId));
      return;
    }
    await tx
      .update(users)
      .set({ banned: true, banReason: input.reason ?? null, banExpires: null, updatedAt: new Date() })
      .where(eq(users.id, input.userId));
    await tx.delete(sessions).where(eq(sessions.userId, input.userId));
  });
}
