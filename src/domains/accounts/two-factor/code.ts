import { toAsciiDigits } from '@/lib/money';

/** Whether the sign-in step's code is an app's (six digits, Arabic-Indic ones read as well) rather than a backup code. */
export const isAppCode = (code: string) => /^\d{6}$/.test(toAsciiDigits(code).replace(/\s/g, ''));
