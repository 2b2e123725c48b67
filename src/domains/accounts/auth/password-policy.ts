import 'server-only';
import { dictionary } from '@zxcvbn-ts/language-common';
import type { z } from 'zod';

let common: Set<string> | undefined;

/**
 * True for one of the ~49 000 most used passwords (zxcvbn-ts' maintained list), compared without case, so
 * "Password1" is refused like "password1". The list stays on the server: it is too big for a form's bundle.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}

/** The form's password rule plus the common-password refusal, for everything that runs on the server. */
export function refuseCommonPasswords<T extends z.ZodType<string>>(schema: T) {
  return schema.refine((password) => !isCommonPassword(password), 'validation.passwordCommon');
}
