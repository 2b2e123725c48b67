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

type Issue = { path: readonly PropertyKey[]; message: string; code?: string; maximum?: unknown };

/**
 * The ICU values a zod issue's message quotes, taken from the schema itself: "At most {max} characters" says the
 * `.max()` the schema was given (issue 38: "This is too long" named no limit). Empty for other issues.
 */
export function issueValues(issue: Issue): MessageValues {
  return issue.message === 'validation.tooLong' &&
    issue.code === 'too_big' &&
    typeof issue.maximum === 'number'
    ? { max: issue.maximum }
    : {};
}

/**
 * A field error's message key, carrying its values where it has any (`validation.tooLong?max=80`): a form's field
 * errors are one string each, from the server's action and the browser's own check alike. `useMessage` reads them
 * back (`splitMessageKey`).
 */
export function withMessageValues(key: string, values: MessageValues) {
  const query = new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString();
  return query ? `${key}?${query}` : key;
}

/** `validation.tooLong?max=80` → the key and its values (numbers as numbers, for ICU's number formats). */
export function splitMessageKey(text: string): { key: string; values: MessageValues } {
  const at = text.indexOf('?');
  if (at < 0) return { key: text, values: {} };
  const values: MessageValues = {};
  for (const [k, v] of new URLSearchParams(text.slice(at + 1)))
    values[k] = /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v;
  return { key: text.slice(0, at), values };
}

/** zod issues → `{ 'variants.0.stock': 'validation.stockInvalid' }` (first message per field, with its values). */
export function fieldErrorsOf(error: { issues: readonly Issue[] }) {
  const out: Record<string, string> = {};
  for (const issue of error.issues)
    out[issue.path.map(String).join('.')] ??= withMessageValues(issue.message, issueValues(issue));
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
