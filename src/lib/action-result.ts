import type { z } from 'zod';

/** ICU values for a message key: counts and limits as plain numbers, formatted where the message is shown. */
export type MessageValues = Record<string, string | number>;

/** A refused mutation: a translation key for the form, and translation keys for the fields it concerns. */
export type ActionFailure = {
  ok: false;
  error: string;
  fieldErrors?: Record<string, string>;
  values?: MessageValues;
};

/**
 * What every server action returns: data, or a translation key (with ICU `values`, numbers unformatted) plus
 * per-field translation keys. Safe for the browser, where forms read it (components/form-kit).
 */
export type ActionResult<T = undefined> = { ok: true; data: T } | ActionFailure;

/** zod issues → `{ 'variants.0.stock': 'validation.stockInvalid' }` (first message per field). */
export function fieldErrorsOf(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}) {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[issue.path.map(String).join('.')] ??= issue.message;
  return out;
}

/**
 * The refusal an action would answer for input its schema rejects, or null when the input passes. Forms check
 * with it before sending, so the admin sees the same errors without the round trip.
 */
export function refusalOf(schema: z.ZodType, input: unknown): ActionFailure | null {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? null
    : { ok: false, error: 'validation.fixFields', fieldErrors: fieldErrorsOf(parsed.error) };
}
