import { z } from 'zod';
import { PASSWORD_MAX } from '../limits';
import { nameSchema, passwordSchema } from '../schemas';

// The profile forms' rules, shared by the forms and the server actions. Messages are translation keys.

/** What the profile page shows and edits. */
export type Profile = {
  name: string;
  /** Empty for an account opened by phone that has not given an e-mail yet. */
  email: string;
  image: string | null;
  phoneNumber: string | null;
  /** False for accounts that only sign in with a social provider: there is no password to change. */
  hasPassword: boolean;
};

/**
 * An e-mail as typed, lower-cased as better-auth stores it. Empty is let through here: an account opened by phone
 * may have none yet, and the server decides (an account that has an e-mail must keep one).
 */
const profileEmail = z
  .string('validation.emailRequired')
  .trim()
  .toLowerCase()
  .refine((v) => v === '' || z.email().safeParse(v).success, 'validation.emailInvalid');

export const profileSchema = z.object({
  name: nameSchema,
  email: profileEmail,
  /** Asked for when the e-mail changes on an account that has a password (checked on the server). */
  currentPassword: z.string().max(PASSWORD_MAX).optional(),
});
export type ProfileInput = z.input<typeof profileSchema>;

/** The form for an account that has an e-mail: it may not be emptied. */
export const profileWithEmailSchema = profileSchema.extend({
  email: profileEmail.refine((v) => v !== '', 'validation.emailRequired'),
});

/** Changing the password while signed in: the current one, and the sign-up rules for the new one, typed twice. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'validation.currentPasswordRequired'),
    newPassword: passwordSchema,
    confirmPassword: z.string().min(1, 'validation.confirmPasswordRequired'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'validation.passwordMismatch',
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
