import { z } from 'zod';

// Rules from the spec (section 5, 9). Messages are translation keys, shown in the shopper's language.
export const NAME_MIN = 4;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

const email = z.string().trim().min(1, 'validation.emailRequired').pipe(z.email('validation.emailInvalid'));

export const signUpSchema = z.object({
  name: z.string().trim().min(1, 'validation.nameRequired').min(NAME_MIN, 'validation.nameMin'),
  email,
  password: z
    .string()
    .min(1, 'validation.passwordRequired')
    .min(PASSWORD_MIN, 'validation.passwordMin')
    .max(PASSWORD_MAX, 'validation.passwordMax'),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const loginSchema = z.object({
  email,
  password: z.string().min(1, 'validation.passwordRequired'),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Where to go after signing in: only paths on this site, never `//host` or a full URL. */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

/** Asking for a reset link: only the e-mail (spec: 'email required'). */
export const forgotPasswordSchema = z.object({
  // A request straight to the endpoint may leave the field out: that is "required", not a type error.
  email: z.string('validation.emailRequired').pipe(email),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** Choosing a new password from a reset link: the sign-up rules, typed twice. */
export const resetPasswordSchema = z
  .object({
    password: signUpSchema.shape.password,
    confirmPassword: z.string().min(1, 'validation.confirmPasswordRequired'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'validation.passwordMismatch',
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
