import 'server-only';
import { APIError } from 'better-auth/api';
import { z } from 'zod';
import { containsNul } from '@/lib/text';
import { e164PhoneNumber, unregisteredPhoneNumber } from '../phone/number';
import {
  forgotPasswordSchema,
  loginSchema,
  nameSchema,
  passwordSchema,
  phoneCodeSchema,
  phoneLoginSchema,
  phonePasswordSchema,
  phoneSignUpSchema,
  signUpSchema,
} from '../schemas';
import { backupCode, totpCode, twoFactorPasswordSchema } from '../two-factor/schemas';
import { refuseCommonPasswords } from './password-policy';

const strongPassword = refuseCommonPasswords(passwordSchema);
const strongPhonePassword = refuseCommonPasswords(phonePasswordSchema);
const phoneOnly = z.object({ phoneNumber: e164PhoneNumber });

/**
 * The forms' rules, enforced on better-auth's own endpoints so a request straight to `/api/auth/*` cannot skip
 * them. Extra server-only rules live here too: common passwords, phone numbers read into E.164. The parsed body
 * replaces the request's, so every endpoint works with normalised values (keys the schema does not name, like
 * `callbackURL` or `rememberMe`, pass through untouched).
 */
const AUTH_BODY_RULES: Record<string, z.ZodType<Record<string, unknown>>> = {
  '/sign-up/email': signUpSchema.extend({ password: strongPassword }),
  '/sign-in/email': loginSchema,
  '/request-password-reset': forgotPasswordSchema,
  '/reset-password': z.object({ newPassword: strongPassword }),
  '/change-password': z.object({
    currentPassword: z
      .string('validation.currentPasswordRequired')
      .min(1, 'validation.currentPasswordRequired'),
    newPassword: strongPassword,
  }),
  // Names only: the photo is set by the upload action after its content checks, never as a free URL.
  '/update-user': z.strictObject({ name: nameSchema.optional() }, 'validation.invalid'),
  '/sign-up/phone-number': phoneSignUpSchema.extend({
    phoneNumber: unregisteredPhoneNumber,
    password: strongPhonePassword,
    code: phoneCodeSchema,
  }),
  '/sign-in/phone-number': phoneLoginSchema.extend({ phoneNumber: e164PhoneNumber }),
  // Codes for new numbers only: a registered number signs in, or resets its password by code.
  '/phone-number/send-otp': z.object({ phoneNumber: unregisteredPhoneNumber }),
  // Only to add a number to the signed-in account (the plugin would otherwise sign in by code alone).
  '/phone-number/verify': phoneOnly.extend({
    code: phoneCodeSchema,
    updatePhoneNumber: z.literal(true, 'validation.invalid'),
  }),
  '/phone-number/request-password-reset': phoneOnly,
  '/phone-number/reset-password': phoneOnly.extend({ otp: phoneCodeSchema, newPassword: strongPassword }),
  // Two-factor sign-in: only an app's code is offered (no codes by e-mail or SMS), the password asked again.
  '/two-factor/enable': twoFactorPasswordSchema.extend({ method: z.literal('totp').optional() }),
  '/two-factor/disable': twoFactorPasswordSchema,
  '/two-factor/verify-totp': z.object({ code: totpCode, trustDevice: z.boolean().optional() }),
  '/two-factor/verify-backup-code': z.object({ code: backupCode }),
};

/** A refusal in the shape every form understands: a 400 with a message key and the field it belongs to. */
export function validationError(message: string, field: string): APIError {
  return new APIError('BAD_REQUEST', { code: 'VALIDATION_ERROR', message, field });
}

/**
 * Refuses a request with U+0000 in any value of its body, query or path parameters, whatever the endpoint: such a
 * value can be nobody's name, e-mail or token, and PostgreSQL would fail the look-up with it.
 */
export function refuseNul(...parts: unknown[]): void {
  for (const part of parts) {
    if (part === null || typeof part !== 'object') continue;
    const field = Object.entries(part).find(([, value]) => containsNul(value))?.[0];
    if (field !== undefined) throw validationError('validation.invalid', field);
  }
}

/** The request body checked and normalised for `path`, or undefined when the endpoint has no rules here. */
export async function checkAuthBody(
  path: string,
  body: unknown,
): Promise<Record<string, unknown> | undefined> {
  const rules = AUTH_BODY_RULES[path];
  if (!rules) return undefined;
  // A photo comes only from the upload action, after its content checks — never as a URL a client names
  // (better-auth would store `javascript:…` as the new account's picture).
  if (body && typeof body === 'object' && 'image' in body)
    throw validationError('validation.invalid', 'image');
  const parsed = await rules.safeParseAsync(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw validationError(issue?.message ?? 'validation.invalid', String(issue?.path[0] ?? ''));
  }
  return { ...(body as Record<string, unknown>), ...parsed.data };
}
