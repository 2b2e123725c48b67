// Reads the SMS the store writes to its outbox (`*.sms.txt`: a `To:` line, a blank line, the text) in tests.
import fs from 'node:fs';
import path from 'node:path';

/** The newest SMS to `phoneNumber` (E.164) in `dir`, or undefined. */
export function newestSmsTo(dir: string, phoneNumber: string): string | undefined {
  if (!fs.existsSync(dir)) return undefined;
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sms.txt'))
    .sort()
    .reverse();
  for (const file of files) {
    const raw = fs.readFileSync(path.join(dir, file), 'utf8');
    if (raw.startsWith(`To: ${phoneNumber}\n`)) return raw.slice(raw.indexOf('\n\n') + 2).trim();
  }
  return undefined;
}

/** The six-digit code in an SMS text. */
export function codeIn(text: string | undefined): string {
  const code = text?.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code in SMS: ${text}`);
  return code;
}
