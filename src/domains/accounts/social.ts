import 'server-only';
import type { BetterAuthPlugin, SocialProviders } from 'better-auth';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { accounts, users } from '@/db/schema';

/** Social sign-in providers switched on by their credentials in the environment. */
export function socialProviders(): SocialProviders {
  return {};
}

/** better-auth plugins for sign-in providers that are not built in (generic OpenID Connect). */
export function socialPlugins(): BetterAuthPlugin[] {
  return [];
}

/**
 * An e-mail + password sign-in on an account opened another way (Google, Apple, …) is told which way to use
 * (spec: 'You previously logged in with the following method: {method}') instead of "wrong password".
 */
export async function refuseOtherSignInMethod(email: string): Promise<void> {
  const methods = await getDb()
    .select({ providerId: accounts.providerId })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(eq(users.email, email.toLowerCase()));
  if (!methods.length || methods.some((m) => m.providerId === 'credential')) return;
  throw new APIError('UNAUTHORIZED', {
    code: 'PREVIOUS_METHOD',
    message: 'auth.errors.PREVIOUS_METHOD',
    method: methods[0]?.providerId,
  });
}
