import 'server-only';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb } from '@/db/client';
import { contactRequests } from '@/db/schema/contact';
import type { CacheChange } from '@/lib/cache';
import { DomainError } from '@/lib/domain-error';
import { type RateLimit, takeRateLimit } from '@/lib/rate-limit';
import { queueContactMail } from './mail/queue';
import type { ContactStatus, contactInput } from './schemas';

/** Messages one client address may send: five an hour, plenty for a person, little for a script. */
export const CONTACT_RATE_LIMIT: RateLimit = { max: 5, windowSeconds: 60 * 60 };

// Nothing a visitor sees is cached from this table: no tags to expire.
const NOTHING: CacheChange = {};

/**
 * Stores a shopper's message and queues the owner's mail. A filled honeypot is answered as accepted and stores
 * and sends nothing; an address over its hourly allowance is refused and changes nothing.
 */
export async function submitContactRequest(
  input: z.output<typeof contactInput>,
  clientAddress: string,
): Promise<{ cache: CacheChange; id: number | null }> {
  if (input.website) return { cache: NOTHING, id: null };
  const limit = await takeRateLimit(`contact:${clientAddress}`, CONTACT_RATE_LIMIT);
  if (!limit.allowed) throw new DomainError('contact.errors.tooMany');
  const [row] = await getDb()
    .insert(contactRequests)
    .values({ name: input.name, email: input.email, comments: input.comments, locale: input.locale })
    .returning({ id: contactRequests.id });
  if (!row) throw new Error('the contact request was not stored');
  await queueContactMail(row.id);
  return { cache: NOTHING, id: row.id };
}

/** Marks a request handled (stamping when) or new again. */
export async function setContactStatus(id: number, status: ContactStatus): Promise<{ cache: CacheChange }> {
  const [row] = await getDb()
    .update(contactRequests)
    .set({ status, handledAt: status === 'handled' ? new Date() : null })
    .where(eq(contactRequests.id, id))
    .returning({ id: contactRequests.id });
  if (!row) throw new DomainError('adminContact.notFound');
  return { cache: NOTHING };
}

/** Deletes a request for good. */
export async function deleteContactRequest(id: number): Promise<{ cache: CacheChange }> {
  const [row] = await getDb()
    .delete(contactRequests)
    .where(eq(contactRequests.id, id))
    .returning({ id: contactRequests.id });
  if (!row) throw new DomainError('adminContact.notFound');
  return { cache: NOTHING };
}
