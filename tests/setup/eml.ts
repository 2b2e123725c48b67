// Reads the .eml files the store writes to its outbox (and raw messages an SMTP server receives) in tests.
import fs from 'node:fs';
import path from 'node:path';

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

/** The .eml files in an outbox, oldest first (their names start with a timestamp). */
export function outboxFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => path.join(dir, f));
}

/** The newest message in an outbox sent to `to`, if any. */
export function newestMailTo(dir: string, to: string): ParsedMail | undefined {
  for (const file of outboxFiles(dir).reverse()) {
    const mail = parseMail(fs.readFileSync(file, 'utf8'));
    if (mail.headers.to?.toLowerCase() === to.toLowerCase()) return mail;
  }
  return undefined;
}

/** The first link in a message's text that points at the store's password reset endpoint. */
export function resetLinkIn(mail: ParsedMail): string | undefined {
  return /https?:\/\/\S+\/api\/auth\/reset-password\/[^\s"<]+/.exec(mail.text)?.[0];
}
