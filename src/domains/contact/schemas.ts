import { z } from 'zod';
import { nameSchema } from '@/domains/accounts/schemas';
import { routing } from '@/i18n/routing';
import { parseSearchParams } from '@/lib/search-params';
import { hasNoNul, optionalQueryText } from '@/lib/text';
import { COMMENTS_MAX } from './limits';

// The contact form (spec section 5: name of at least 4 characters, e-mail, comments, all required) and the admin's
// list of requests. Messages are translation keys.

export const CONTACT_STATUSES = ['new', 'handled'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/**
 * What the form sends. `website` is the honeypot: hidden from people, filled by bots that fill every field; a
 * message with it is answered like any other and thrown away.
 */
export const contactInput = z.object({
  name: nameSchema,
  email: z
    .string('validation.emailRequired')
    .trim()
    .min(1, 'validation.emailRequired')
    .pipe(z.email('validation.emailInvalid').max(254, 'validation.tooLong')),
  comments: z
    .string('contact.errors.commentsRequired')
    .trim()
    .min(1, 'contact.errors.commentsRequired')
    .max(COMMENTS_MAX, 'contact.errors.commentsMax')
    .refine(hasNoNul, 'validation.invalid'),
  locale: z.enum(routing.locales),
  website: z.string().max(500).optional(),
});
export type ContactInput = z.input<typeof contactInput>;

/** One request, by id (delete). */
export const contactRefInput = z.object({ id: z.int().positive().max(2_147_483_647) });

/** Marking a request handled, or new again. */
export const contactStatusInput = contactRefInput.extend({ status: z.enum(CONTACT_STATUSES) });

export const ADMIN_CONTACT_PAGE_SIZE = 20;

/** The admin table's query (search, status, page), from the URL; anything malformed falls back to its default. */
export const adminContactParams = z.object({
  q: optionalQueryText(),
  status: z.enum(CONTACT_STATUSES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type AdminContactParams = z.output<typeof adminContactParams>;

/** Reads the admin page's `searchParams` into the table's parameters. */
export const parseAdminContactParams = (search: Record<string, string | string[] | undefined>) =>
  parseSearchParams(adminContactParams, search);
