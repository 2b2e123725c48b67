// Reads the .eml files the store writes to its outbox (and raw messages an SMTP server receives) in tests.
import fs from 'node:fs';
import path from 'node:path';
import { pollFor } from './poll';

export type ParsedMail = { headers: Record<string, string>; text: string; html: string };

function splitHead(raw: string): [Record<string, string>, string] {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return [headers, body];
}

function decodeBody(body: string, encoding = ''): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** Decodes encoded-word headers (`=?UTF-8?B?…?=` and `=?UTF-8?Q?…?=`). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeBody(data.replace(/_/g, ' '), 'quoted-printable'),
    );
}

/** The headers and the text and HTML bodies of one RFC 822 message. */
export function parseMail(raw: string): ParsedMail {
  const [headers, body] = splitHead(raw);
  const mail: ParsedMail = { headers: {}, text: '', html: '' };
  for (const [k, v] of Object.entries(headers)) mail.headers[k] = decodeHeader(v);
  const walk = (partHeaders: Record<string, string>, partBody: string) => {
    const type = partHeaders['content-type'] ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (boundary) {
      for (const part of partBody.split(`--${boundary}`).slice(1)) {
        if (part.startsWith('--')) break;
        walk(...splitHead(part.replace(/^\r?\n/, '')));
      }
      return;
    }
    const decoded = decodeBody(partBody, partHeaders['content-transfer-encoding']);
    if (/text\/html/i.test(type)) mail.html += decoded;
    else if (/text\/plain/i.test(type)) mail.text += decoded;
  };
  walk(headers, body);
  return mail;
}

/** When an outbox file was written (epoch ms): its name starts with the time, e.g. `2026-05-01T09-30-00-123Z-…`. */
export function writtenAt(fileName: string): number {
  const stamp = /^(\d{4}-\d\d-\d\dT)(\d\d)-(\d\d)-(\d\d)-(\d{3})Z/.exec(path.basename(fileName));
  return stamp ? Date.parse(`${stamp[1]}${stamp[2]}:${stamp[3]}:${stamp[4]}.${stamp[5]}Z`) : 0;
}

/** The .eml files in an outbox written at or after `since` (epoch ms), oldest first. */
export function outboxFiles(dir: string, since = 0): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml') && writtenAt(f) >= since)
    .sort()
    .map((f) => path.join(dir, f));
}

/** The newest message in an outbox sent to `to` and written at or after `since`, if any. */
export function newestMailTo(dir: string, to: string, since = 0): ParsedMail | undefined {
  for (const file of outboxFiles(dir, since).reverse()) {
    const mail = parseMail(fs.readFileSync(file, 'utf8'));
    if (mail.headers.to?.toLowerCase() === to.toLowerCase()) return mail;
  }
  return undefined;
}

/**
 * Waits for a message to `to` written at or after `since`: the job queue writes it a moment after the request.
 * Take `since = Date.now()` before the request when the address may have had earlier mail.
 */
export function waitForMailTo(dir: string, to: string, since = 0): Promise<ParsedMail> {
  return pollFor(`mail to ${to}`, () => newestMailTo(dir, to, since));
}

/** The first link in a message's text that points at the store's password reset endpoint. */
export function resetLinkIn(mail: ParsedMail): string | undefined {
  return /https?:\/\/\S+\/api\/auth\/reset-password\/[^\s"<]+/.exec(mail.text)?.[0];
}
