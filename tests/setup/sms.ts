// Reads the SMS the store writes to its outbox (`*.sms.txt`: a `To:` line, a `Channel:` line, a blank line, the text) in tests.
import fs from 'node:fs';
import path from 'node:path';
import { writtenAt } from './eml';
import { pollFor } from './poll';

/** The newest SMS to `phoneNumber` (E.164) in `dir` written at or after `since` (epoch ms), or undefined. */
export function newestSmsTo(dir: string, phoneNumber: string, since = 0): string | undefined {
  if (!fs.existsSync(dir)) return undefined;
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sms.txt') && writtenAt(f) >= since)
    .sort()
    .reverse();
  for (const file of files) {
    const raw = fs.readFileSync(path.join(dir, file), 'utf8');
    if (raw.startsWith(`To: ${phoneNumber}\n`)) return raw.slice(raw.indexOf('\n\n') + 2).trim();
  }
  return undefined;
}

/**
 * Waits for an SMS to `phoneNumber` written at or after `since`: the job queue writes it a moment after the
 * request. Take `since = Date.now()` before the request when the number may have had an earlier SMS.
 */
export function waitForSmsTo(dir: string, phoneNumber: string, since = 0): Promise<string> {
  return pollFor(`an SMS to ${phoneNumber}`, () => newestSmsTo(dir, phoneNumber, since));
}

/** The six-digit code in an SMS text. */
export function codeIn(text: string | undefined): string {
  const code = text?.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code in SMS: ${text}`);
  return code;
}
