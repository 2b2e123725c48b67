'use client';

import { authClient } from '../auth/client';
import { isPhoneAccountEmail } from '../phone/stand-in-email';

/**
 * The signed-in shopper's name and e-mail as the browser's session holds them (empty e-mail for an account opened by
 * phone), for a form to start from; null for a guest or while the session loads. Cached pages are the same for
 * everyone, so this is read in the browser.
 */
export function useSignedInContact(): { name: string; email: string } | null {
  const user = authClient.useSession().data?.user;
  if (!user) return null;
  return { name: user.name ?? '', email: isPhoneAccountEmail(user.email) ? '' : user.email };
}
