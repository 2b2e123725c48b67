import 'server-only';
import type { BetterAuthPlugin, SocialProviders } from 'better-auth';
import { APIError } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import { connection } from 'next/server';
import { getDb } from '@/db/client';
import { accounts, users } from '@/db/schema/accounts';
import { type Env, env } from '@/lib/env';

/** The provider id of the generic OpenID Connect provider (its accounts rows and its callback path use it). */
export const OIDC_PROVIDER_ID = 'oidc';

/** A way to sign in offered next to the password form: never anything secret. */
export type SocialSignInOption = {
  id: string;
  /** Shown as is for the OpenID Connect provider; the built-in ones are named by translation (`auth.methods.*`). */
  name: string;
};

type SocialEnv = Pick<
  Env,
  | 'GOOGLE_CLIENT_ID'
  | 'GOOGLE_CLIENT_SECRET'
  | 'FACEBOOK_CLIENT_ID'
  | 'FACEBOOK_CLIENT_SECRET'
  | 'APPLE_CLIENT_ID'
  | 'APPLE_CLIENT_SECRET'
  | 'APPLE_APP_BUNDLE_IDENTIFIER'
  | 'OIDC_ISSUER'
  | 'OIDC_CLIENT_ID'
  | 'OIDC_CLIENT_SECRET'
  | 'OIDC_NAME'
>;

const pair = (clientId: string | undefined, clientSecret: string | undefined) =>
  clientId && clientSecret ? { clientId, clientSecret } : undefined;

/** Social sign-in providers switched on by their credentials in the environment. */
export function socialProviders(config: SocialEnv = env): SocialProviders {
  const google = pair(config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET);
  const apple = pair(config.APPLE_CLIENT_ID, config.APPLE_CLIENT_SECRET);
  const facebook = pair(config.FACEBOOK_CLIENT_ID, config.FACEBOOK_CLIENT_SECRET);
  return {
    ...(google && { google: { ...google, prompt: 'select_account' } }),
    ...(apple && { apple: { ...apple, appBundleIdentifier: config.APPLE_APP_BUNDLE_IDENTIFIER } }),
    ...(facebook && { facebook }),
  };
}

function oidcConfig(config: SocialEnv) {
  const client = pair(config.OIDC_CLIENT_ID, config.OIDC_CLIENT_SECRET);
  if (!config.OIDC_ISSUER || !client) return undefined;
  return { ...client, issuer: config.OIDC_ISSUER.replace(/\/+$/, '') };
}

/** better-auth plugins for sign-in providers that are not built in (generic OpenID Connect). */
export function socialPlugins(config: SocialEnv = env): BetterAuthPlugin[] {
  const oidc = oidcConfig(config);
  if (!oidc) return [];
  return [
    genericOAuth({
      config: [
        {
          providerId: OIDC_PROVIDER_ID,
          name: oidcName(config, oidc.issuer),
          clientId: oidc.clientId,
          clientSecret: oidc.clientSecret,
          discoveryUrl: `${oidc.issuer}/.well-known/openid-configuration`,
          scopes: ['openid', 'email', 'profile'],
        },
      ],
    }),
  ];
}

const oidcName = (config: SocialEnv, issuer: string) => config.OIDC_NAME ?? new URL(issuer).hostname;

/** The providers the login and sign-up pages offer, in a fixed order: ids and names only. */
export function socialSignInOptions(config: SocialEnv = env): SocialSignInOption[] {
  const builtIn = socialProviders(config);
  const options: SocialSignInOption[] = (['google', 'apple', 'facebook'] as const)
    .filter((id) => builtIn[id])
    .map((id) => ({ id, name: id }));
  const oidc = oidcConfig(config);
  if (oidc) options.push({ id: OIDC_PROVIDER_ID, name: oidcName(config, oidc.issuer) });
  return options;
}

/** Origins better-auth must accept requests from besides the store: Apple posts its callback as a form. */
export function socialTrustedOrigins(config: SocialEnv = env): string[] {
  return socialProviders(config).apple ? ['https://appleid.apple.com'] : [];
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

/**
 * The providers for a login or sign-up page, from the running server's environment rather than the build's: the
 * page renders per request, so switching a provider on or off needs a restart, not a rebuild.
 */
export async function socialSignInsForRequest(): Promise<SocialSignInOption[]> {
  await connection();
  return socialSignInOptions();
}
