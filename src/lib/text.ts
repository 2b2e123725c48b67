import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from './search-limits';

// Rules for text that reaches PostgreSQL, shared by the zod schemas of every domain (client-safe).

/** PostgreSQL refuses U+0000 in text, failing the whole query; text bound for it must not hold one. */
export const hasNoNul = (value: string): boolean => !value.includes('\u0000');

/**
 * True when `value`, or any string or key inside it (arrays, objects), holds U+0000. A loop, not recursion: a
 * request's JSON nested thousands deep overflowed the stack (a 500).
 */
export function containsNul(value: unknown): boolean {
  const pending = [value];
  while (pending.length > 0) {
    const at = pending.pop();
    if (typeof at === 'string') {
      if (!hasNoNul(at)) return true;
    } else if (at !== null && typeof at === 'object') {
      for (const [key, inner] of Object.entries(at)) pending.push(key, inner);
    }
  }
  return false;
}

/**
 * An optional free-text query parameter (`?q=`): trimmed and cut to `max` characters (a search pasted too long
 * searches its start, as the box, which takes no more, would). Empty or holding a NUL, it reads as absent, so a
 * malformed link shows the unfiltered page instead of an error.
 */
export const optionalQueryText = (max = SEARCH_MAX_LENGTH) =>
  z
    .string()
    .refine(hasNoNul)
    .transform((v) => cutTo(v.trim(), max).trim() || undefined)
    .optional()
    .catch(undefined);

/** The first `max` UTF-16 units of `text` (as an input's `maxlength` counts), never half a character. */
function cutTo(text: string, max: number): string {
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** Required text a person types: trimmed, at most `max` characters, no NUL (messages are i18n keys). */
export const requiredText = (max: number) =>
  z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.tooLong')
    .refine(hasNoNul, 'validation.invalid');

/**
 * A number a person must give: an empty field (sent as null or NaN) is "required"; any other wrong value gets
 * `message`, which names the rule (an empty price said "must be zero or more").
 */
export const requiredNumber = (message: string) =>
  z.number({
    error: (issue) =>
      issue.input === undefined || issue.input === null || Number.isNaN(issue.input)
        ? 'validation.required'
        : message,
  });

/**
 * An amount in minor units a person gives (a price, a charge, a fee): whole, zero or more, at most `max`. Too large
 * says so: "Enter a price of zero or more" under 99 999 999 999 told the owner nothing. Every admin amount uses it.
 */
export const minorUnits = (max: number) =>
  requiredNumber('validation.priceInvalid')
    .int('validation.priceInvalid')
    .min(0, 'validation.priceInvalid')
    .max(max, 'validation.numberTooLarge');

/** `%`, `_` and `\` typed in a search box are matched literally by LIKE / ILIKE, not as wildcards. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
