'use client';

import { useEffect, useState } from 'react';
import { loadAuthClient } from '../auth/lazy-client';
import { isPhoneAccountEmail } from '../phone/stand-in-email';

type Contact = { name: string; email: string };

/**
 * The signed-in shopper's name and e-mail as the browser's session holds them (empty e-mail for an account opened by
 * phone), for a form to start from; null for a guest or while the session loads. Cached pages are the same for
 * everyone, so this is read in the browser, once, by better-auth's client loaded after the page (not in its first
 * load).
 */
export function useSignedInContact(): Contact | null {
  const [contact, setContact] = useState<Contact | null>(null);
  useEffect(() => {
    let live = true;
    loadAuthClient()
      .then((client) => client.getSession())
      .then(({ data }) => {
        const user = data?.user;
        if (live && user)
          setContact({ name: user.name ?? '', email: isPhoneAccountEmail(user.email) ? '' : user.email });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return contact;
}
