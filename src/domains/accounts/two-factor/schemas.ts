import { z } from 'zod';
import { toAsciiDigits } from '@/lib/money';

// Two-factor sign-in with an authenticator app (better-auth's two-factor plugin). Messages are translation keys.

/** An authenticator app's code: six digits (Arabic-Indic ones read as well). */
export const totpCode = z
  .string('twoFactor.errors.codeRequired')
  .transform((v) => toAsciiDigits(v).replace(/\s/g, ''))
  .pipe(
    z
      .string()
      .min(1, 'twoFactor.errors.codeRequired')
      .regex(/^\d{6}$/, 'twoFactor.errors.codeFormat'),
  );

/** One of the backup codes shown when two-factor was turned on (better-auth's are ten letters and digits). */
export const backupCode = z
  .string('twoFactor.errors.codeRequired')
  .trim()
  .min(1, 'twoFactor.errors.codeRequired')
  .max(32, 'twoFactor.errors.codeFormat')
  .regex(/^[A-Za-z0-9-]+$/, 'twoFactor.errors.codeFormat');

/** The sign-in step: an app's six digits, or a backup code. */
export const signInCodeSchema = z.object({
  code: z
    .string('twoFactor.errors.codeRequired')
    .trim()
    .min(1, 'twoFactor.errors.codeRequired')
    .max(32, 'twoFactor.errors.codeFormat'),
});

/** Turning two-factor on or off asks for the password again. */
export const twoFactorPasswordSchema = z.object({
  password: z.string('validation.currentPasswordRequired').min(1, 'validation.currentPasswordRequired'),
});

/** Confirming the app is set up: its current code. */
export const twoFactorVerifySchema = z.object({ code: totpCode });

/** Settings → the owner requires two-factor sign-in of every staff member. */
export const staffTwoFactorSchema = z.object({ required: z.boolean() });
