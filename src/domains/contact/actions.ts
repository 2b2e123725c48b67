'use server';

import { headers } from 'next/headers';
import { visitorAction } from '@/domains/accounts/session';
import { staffAction } from '@/domains/admin/staff-action';
import { expire } from '@/lib/cache';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';
import { contactInput, contactRefInput, contactStatusInput } from './schemas';
import * as service from './service';

/** A visitor (guest or signed in) sends the contact form; the answer never tells whether the honeypot caught it. */
export const sendContactAction = visitorAction(contactInput, async (input) => {
  // Set by our server from the connection (or the trusted proxy), whatever the client sent: see lib/client-ip.
  const address = (await headers()).get(CLIENT_IP_HEADER) ?? 'unknown';
  const { cache } = await service.submitContactRequest(input, address);
  expire(cache);
});

/** The admin marks a request handled, or new again. */
export const setContactStatusAction = staffAction('contactus')(contactStatusInput, async ({ id, status }) => {
  const { cache } = await service.setContactStatus(id, status);
  expire(cache);
});

/** The admin deletes a request. */
export const deleteContactRequestAction = staffAction('contactus')(contactRefInput, async ({ id }) => {
  const { cache } = await service.deleteContactRequest(id);
  expire(cache);
});
