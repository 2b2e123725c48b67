import { z } from 'zod';

// Rules for text that reaches PostgreSQL, shared by the zod schemas of every domain (client-safe).

/** PostgreSQL refuses U+0000 in text, failing the whole query; text bound for it must not hold one. */
export const hasNoNul = (value: string): boolean => !value.includes('\u0000');

/** True when `value`, or any string inside it (arrays, objects), holds U+0000. */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return !hasNoNul(value);
  if (value === null || typeof value !== 'object') return false;
  return Object.values(value).some(containsNul);
}

/**
 * An optional free-text query parameter (`?q=`): trimmed, at most `max` characters. Empty, too long or holding a
 * NUL, it reads as absent, so a malformed link shows the unfiltered page instead of an error.
 */
export const optionalQueryText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(hasNoNul)
    .optional()
    .transform((v) => v || undefined)
    .catch(undefined);

/** `%`, `_` and `\` typed in a search box are matched literally by LIKE / ILIKE, not as wildcards. */
/** Required text a person types: trimmed, at most `max` characters, no NUL (messages are i18n keys). */
export const requiredText = (max: number) =>
  z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.tooLong')
    .refine(hasNoNul, 'validation.invalid');

export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹) digits → ASCII, so a phone or zip code typed on an Arabic
 * keyboard is checked and stored like one typed in Western digits.
 */
export const toAsciiDigits = (value: string): string =>
  value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) & 0xf));
