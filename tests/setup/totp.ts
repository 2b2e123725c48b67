// RFC 6238 time-based codes, as an authenticator app computes them (HMAC-SHA-1, 6 digits, 30 s), from the Base32
// secret in an `otpauth://` URI or shown for typing in. Integration and end-to-end tests use it to play the app.
import { createHmac } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Bytes(secret: string): Buffer {
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) {
    const value = ALPHABET.indexOf(char);
    if (value < 0) throw new Error(`not Base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)));
}

function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 15;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}

const step = (at: number) => Math.floor(at / 30_000);

/** The code an app shows now (or at `at`, in ms) for the Base32 `secret`. */
export const totpNow = (secret: string, at = Date.now()) => hotp(base32Bytes(secret), step(at));

/** A six-digit code the server will not take now: none of the codes of the steps around the present. */
export function wrongTotp(secret: string, at = Date.now()): string {
  const key = base32Bytes(secret);
  const near = new Set([-2, -1, 0, 1, 2].map((i) => hotp(key, step(at) + i)));
  let code = 0;
  while (near.has(String(code).padStart(6, '0'))) code += 1;
  return String(code).padStart(6, '0');
}

/** The Base32 secret of an `otpauth://totp/…?secret=…` URI. */
export const secretOf = (uri: string) => new URL(uri).searchParams.get('secret') ?? '';
