import { z } from 'zod';
import { toAsciiDigits } from '@/lib/money';
import { hasNoNul } from '@/lib/text';
import { NAME_MIN, PASSWORD_MAX, PASSWORD_MIN, PHONE_CODE_LENGTH, PHONE_PASSWORD_MIN } from './limits';

// Rules from the spec (section 5, 9). Messages are translation keys, shown in the shopper's language.

const email = z.string().trim().min(1, 'validation.emailRequired').pipe(z.email('validation.emailInvalid'));

export const nameSchema = z
  .string('validation.nameRequired')
  .trim()
  .min(1, 'validation.nameRequired')
  .min(NAME_MIN, 'validation.nameMin')
  .max(100, 'validation.tooLong')
  .refine(hasNoNul, 'validation.invalid');

export const passwordSchema = z
  .string('validation.passwordRequired')
  .min(1, 'validation.passwordRequired')
  .min(PASSWORD_MIN, 'validation.passwordMin')
  .max(PASSWORD_MAX, 'validation.passwordMax');

export const signUpSchema = z.object({ name: nameSchema, email, password: passwordSchema });
export type SignUpInput = z.infer<typeof signUpSchema>;

export const loginSchema = z.object({
  email,
  password: z.string().min(1, 'validation.passwordRequired'),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Asking for a reset link: only the e-mail (spec: 'email required'). */
export const forgotPasswordSchema = z.object({
  // A request straight to the endpoint may leave the field out: that is "required", not a type error.
  email: z.string('validation.emailRequired').pipe(email),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** Choosing a new password from a reset link: the sign-up rules, typed twice. */
export const resetPasswordSchema = z
  .object({
    password: passwordSchema,
    confirmPassword: z.string().min(1, 'validation.confirmPasswordRequired'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'validation.passwordMismatch',
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/**
 * A phone number as a person types or a browser autofills it, in one shape: Arabic-Indic digits as ASCII, the
 * spaces, dashes, dots and brackets added for reading removed, and an international `00` written as `+`
 * ("٠٠٩٦٦ ٥٠-١٢٣" → "+96650123"). The accounts' numbers and the checkout's are read through it.
 */
export const phoneAsTyped = (value: string): string =>
  toAsciiDigits(value.trim())
    .replace(/[\s\-().]/g, '')
    .replace(/^00/, '+');

/**
 * A phone number as typed: the form only checks its shape; the server reads it into E.164 with
 * libphonenumber-js (`phone/number.ts`), which is too big to ship to every form.
 */
export const phoneNumberSchema = z
  .string('validation.phoneRequired')
  .trim()
  // Typed on an Arabic keyboard (٠٥٥…, as the hint's own example is written), read as the checkout reads it.
  .overwrite(phoneAsTyped)
  .min(1, 'validation.phoneRequired')
  .regex(/^\+?\d{6,24}$/, 'validation.phoneInvalid');

export const phonePasswordSchema = z
  .string('validation.passwordRequired')
  .min(1, 'validation.passwordRequired')
  .min(PHONE_PASSWORD_MIN, 'validation.phonePasswordMin')
  .max(PASSWORD_MAX, 'validation.passwordMax');

export const phoneCodeSchema = z
  .string('validation.codeRequired')
  .trim()
  .overwrite(toAsciiDigits)
  .min(1, 'validation.codeRequired')
  .regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), 'validation.codeInvalid');

/** Step one of a phone sign-up: who, which number, which password; the code is sent to the number. */
export const phoneSignUpSchema = z.object({
  name: nameSchema,
  phoneNumber: phoneNumberSchema,
  password: phonePasswordSchema,
});
export type PhoneSignUpInput = z.infer<typeof phoneSignUpSchema>;

export const phoneLoginSchema = z.object({
  phoneNumber: phoneNumberSchema,
  password: z.string('validation.passwordRequired').min(1, 'validation.passwordRequired'),
});
export type PhoneLoginInput = z.infer<typeof phoneLoginSchema>;

/** Asking for a reset code by SMS. */
export const forgotPasswordByPhoneSchema = z.object({ phoneNumber: phoneNumberSchema });

/** Choosing a new password with the SMS code. */
export const resetPasswordByPhoneSchema = z
  .object({
    code: phoneCodeSchema,
    password: passwordSchema,
    confirmPassword: z.string().min(1, 'validation.confirmPasswordRequired'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'validation.passwordMismatch',
    path: ['confirmPassword'],
  });
export type ResetPasswordByPhoneInput = z.infer<typeof resetPasswordByPhoneSchema>;
