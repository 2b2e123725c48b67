import 'server-only';
import { z } from 'zod';
import { toNationalDigits } from '@/domains/accounts/phone/number';
import { PHONE_DIGITS } from './limits';
import { phoneOrderSchema } from './owner/schemas';
import { checkoutPhone, checkoutSchema, shippingSchema } from './schemas';

/**
 * The checkout's phone on the server: ten digits stay as typed; a number with the country code ("+966501234567", as
 * browsers autofill it) is read by accounts' phone numbers into its national ten digits, so an order stores one
 * form whichever was typed, and the limits per phone count it once.
 */
const nationalPhone = checkoutPhone.transform((typed, ctx) => {
  if (/^\d+$/.test(typed)) return typed;
  const digits = toNationalDigits(typed);
  if (digits?.length === PHONE_DIGITS) return digits;
  // Not a number of the store's country (an impossible one, or another country's): the example says what is asked.
  ctx.addIssue({ code: 'custom', message: 'validation.phoneInvalid' });
  return z.NEVER;
});

/** Placing an order as the server reads it: the form's rules, with both phone fields in their national digits. */
export const serverCheckoutInput = checkoutSchema(shippingSchema(nationalPhone));

/** The owner's order taken over the phone as the server reads it: the checkout's phone rule, in national digits. */
export const serverPhoneOrderInput = phoneOrderSchema(nationalPhone);
