// The accounts' limits (spec sections 5 and 9), apart from their schemas: forms print them in their first load, and the
// schemas (zod) load later (components/form-kit/lazy-schema.ts).
export const NAME_MIN = 4;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
/** The spec's "phone sign-up secret": a password for an account opened by phone is at least 8 characters. */
export const PHONE_PASSWORD_MIN = 8;
export const PHONE_CODE_LENGTH = 6;
/** The longest reason an admin may give for blocking someone. */
export const BAN_REASON_MAX = 200;
/** Minutes an SMS code stays valid. */
export const PHONE_CODE_MINUTES = 5;

/**
 * The numbers the accounts' messages quote (`{passwordMin, number, integer}`, …), from the rules themselves, so
 * a message never states a limit the rule has moved away from, and prints it in the page's digits.
 */
export const ACCOUNT_MESSAGE_VALUES = {
  nameMin: NAME_MIN,
  passwordMin: PASSWORD_MIN,
  passwordMax: PASSWORD_MAX,
  phonePasswordMin: PHONE_PASSWORD_MIN,
  codeLength: PHONE_CODE_LENGTH,
  minutes: PHONE_CODE_MINUTES,
};
