import 'server-only';
import { eq } from 'drizzle-orm';
import { type CountryCode, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { users } from '@/db/schema/accounts';
import { env } from '@/lib/env';
import { phoneAsTyped, phoneNumberSchema } from '../schemas';

/**
 * A typed phone number in E.164 (`+9665…`), or null when it is not a possible number. Numbers without a country
 * code are read as numbers of `PHONE_DEFAULT_COUNTRY`, so "050 123 4567" and "+966501234567" are the same account.
 */
export function toE164(input: string): string | null {
  const parsed = parsePhoneNumberFromString(phoneAsTyped(input), env.PHONE_DEFAULT_COUNTRY as never);
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * A number of the store's own country (`PHONE_DEFAULT_COUNTRY`) as its national digits, however it was typed or
 * autofilled: "+966501234567", "00966 50 123 4567" and "050 123 4567" are all "0501234567" (the checkout's
 * courier number). Null for a number that is not valid or belongs to another country, whose national digits would
 * lose its country code.
 */
export function toNationalDigits(input: string): string | null {
  const country = env.PHONE_DEFAULT_COUNTRY as CountryCode;
  const parsed = parsePhoneNumberFromString(phoneAsTyped(input), country);
  if (!parsed?.isValid() || parsed.countryCallingCode !== getCountryCallingCode(country)) return null;
  return parsed.formatNational().replace(/\D/g, '');
}

/**
 * A number as people read it, in groups ("+966 50 123 4567"), however it was stored ("+966501234567",
 * "00966501234567"): a run of twelve digits is hard to read back or dial. As it was given when it is no valid number.
 */
export function groupedPhoneNumber(input: string): string {
  const parsed = parsePhoneNumberFromString(phoneAsTyped(input), env.PHONE_DEFAULT_COUNTRY as CountryCode);
  return parsed?.isValid() ? parsed.formatInternational() : input;
}

/** The form's phone rule, then normalised to E.164 (or refused) on the server. */
export const e164PhoneNumber = phoneNumberSchema.transform((value, ctx) => {
  const e164 = toE164(value);
  if (!e164) {
    ctx.addIssue({ code: 'custom', message: 'validation.phoneInvalid' });
    return z.NEVER;
  }
  return e164;
});

/** True when an account already has this E.164 number. */
export async function phoneNumberTaken(e164: string): Promise<boolean> {
  const [row] = await getDb().select({ id: users.id }).from(users).where(eq(users.phoneNumber, e164));
  return !!row;
}

/** A number nobody has registered yet, for sign-up and for adding a number to a profile. */
export const unregisteredPhoneNumber = e164PhoneNumber.refine(
  async (e164) => !(await phoneNumberTaken(e164)),
  'validation.phoneTaken',
);
