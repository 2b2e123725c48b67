import 'server-only';
import { and, eq, gt } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { sessions, users } from '@/db/schema/accounts';
import { isPhoneAccountEmail } from './phone/auth';
import { type StaffRole, staffRoleOf } from './staff/roles';

/** The signed-in user's record as open pages receive it live (GET /api/events, `event: user`). */
export type LiveUser = {
  id: string;
  name: string;
  /** null for an account opened by phone: its stand-in address is not the shopper's. */
  email: string | null;
  image: string | null;
  role: string;
  /** The staff role, null for a shopper. */
  staffRole: StaffRole | null;
  banned: boolean;
  phoneNumber: string | null;
};

/**
 * The current record of the user signed in with `sessionId`, or null when that session has ended (signed out,
 * expired, revoked) or the user is blocked or deleted: the page should then be signed out too.
 */
export async function liveUserOfSession(sessionId: string): Promise<LiveUser | null> {
  const [row] = await getDb()
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      image: users.image,
      role: users.role,
      banned: users.banned,
      banExpires: users.banExpires,
      phoneNumber: users.phoneNumber,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row) return null;
  const { banExpires, ...user } = row;
  // A ban with an end date is over once it passes (better-auth's admin plugin lifts it at the next sign-in).
  const banned = user.banned && (!banExpires || banExpires > new Date());
  if (banned) return null;
  return {
    ...user,
    banned,
    email: isPhoneAccountEmail(row.email) ? null : row.email,
    staffRole: staffRoleOf(row.role),
  };
}
