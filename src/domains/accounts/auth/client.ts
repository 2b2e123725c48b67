import { adminClient, phoneNumberClient, twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/** better-auth in the browser: it talks to `/api/auth/*` on the same origin. */
export const authClient = createAuthClient({
  plugins: [adminClient(), phoneNumberClient(), twoFactorClient()],
});
