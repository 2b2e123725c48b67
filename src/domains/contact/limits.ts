// The contact form's limits, apart from its schema (zod), which the form loads later (form-kit/lazy-schema.ts).
import { ACCOUNT_MESSAGE_VALUES } from '@/domains/accounts/limits';

/** The longest message a shopper may send: several paragraphs, not a document. */
export const COMMENTS_MAX = 2000;

/** The ICU values the contact form's messages print (the name's minimum, the message's maximum). */
export const CONTACT_MESSAGE_VALUES = { ...ACCOUNT_MESSAGE_VALUES, commentsMax: COMMENTS_MAX };
