import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import { Readable, type Writable } from 'node:stream';
// React's own encoder, as the browser runs it for every server action call.
import { encodeReply } from 'next/dist/compiled/react-server-dom-turbopack/client.node';
import { describe, expect, it } from 'vitest';
import { multipart } from '../tests/setup/bad-input-cases';
import {
  ACTION_BODY_LIMIT,
  bodyLimit,
  dropForwardedHeaders,
  hasBody,
  isReadableActionBody,
  isReadableArguments,
  isUnservablePath,
  nestsTooDeep,
  ROUTE_BODY_LIMIT,
  readablePartHeaders,
  refusalByHeaders,
  storeOrigin,
} from './request-guard.mjs';

// The multipart decoder Next reads server action forms with.
type Busboy = Writable & {
  on(event: 'file', listener: (name: string, file: Readable, info: { filename: string }) => void): Busboy;
};
const busboy = createRequire(import.meta.url)('next/dist/compiled/busboy') as (options: {
  headers: IncomingHttpHeaders;
}) => Busboy;

/** The names of the files in `body` as Next's decoder reads them, and each file's bytes; rejects as it fails. */
function decodedFiles(body: Buffer, contentType: string): Promise<[string, Buffer][]> {
  return new Promise((resolve, reject) => {
    const files: [string, Buffer][] = [];
    const parser = busboy({ headers: { 'content-type': contentType } });
    parser.on('file', (_name, file, { filename }) => {
      const chunks: Buffer[] = [];
      file.on('data', (chunk: Buffer) => chunks.push(chunk));
      file.on('end', () => files.push([filename, Buffer.concat(chunks)]));
    });
    parser.on('error', reject);
    parser.on('close', () => resolve(files));
    Readable.from([body]).pipe(parser);
  });
}

/** The body and content type the browser sends for `args`. */
async function encoded(args: unknown[]): Promise<[Buffer, string]> {
  const reply: string | FormData = await encodeReply(args);
  if (typeof reply === 'string') return [Buffer.from(reply), 'text/plain;charset=UTF-8'];
  const request = new Request('http://x/', { method: 'POST', body: reply });
  return [Buffer.from(await request.arrayBuffer()), request.headers.get('content-type') ?? ''];
}

const ORIGIN = 'http://localhost:3000';
const actionHeaders = (extra: IncomingHttpHeaders = {}): IncomingHttpHeaders => ({
  origin: ORIGIN,
  'next-action': '7f80124d605daa84da9a288912f6222d26fae42a0c',
  ...extra,
});

describe('the store origin', () => {
  it('is APP_URL’s scheme, host and port, or localhost on PORT', () => {
    expect(storeOrigin({ APP_URL: 'https://shop.example.com/' })).toBe('https://shop.example.com');
    expect(storeOrigin({ APP_URL: 'http://shop.example.com:8080/store' })).toBe(
      'http://shop.example.com:8080',
    );
    expect(storeOrigin({ PORT: '3500' })).toBe('http://localhost:3500');
  });
});

describe('forwarded headers', () => {
  it('are dropped when the client connects directly, and kept from the trusted proxy', () => {
    const sent = {
      host: 'shop',
      'x-forwarded-host': 'evil',
      'x-forwarded-proto': 'https',
      'x-forwarded-port': '1',
    };
    const direct = { ...sent };
    dropForwardedHeaders(direct, false);
    expect(direct).toEqual({ host: 'shop' });
    const proxied = { ...sent };
    dropForwardedHeaders(proxied, true);
    expect(proxied).toEqual(sent);
  });
});

describe('paths', () => {
  it('are refused when a %-escape is not UTF-8, with a NUL, or with a segment longer than any slug', () => {
    for (const path of [
      '/uploads/%FF.webp',
      '/en/products/%C3%28',
      '/en/%ED%A0%80',
      '/en/%zz',
      '/en/100%',
      '/en/products/a%00b',
      `/en/products/${'x'.repeat(241)}`,
      `/ar/products/${encodeURIComponent('و'.repeat(121))}`,
    ]) {
      expect(isUnservablePath(path), path.slice(0, 40)).toBe(true);
    }
  });

  it('pass when they decode to segments a store URL can have, whatever the query says', () => {
    for (const path of [
      '/',
      '/ar/products/%D9%88%D8%B4%D8%A7%D8%AD',
      `/ar/products/${encodeURIComponent('و'.repeat(120))}`,
      `/en/products/${'x'.repeat(240)}`,
      '/en?q=%FF%00',
    ]) {
      expect(isUnservablePath(path), path.slice(0, 40)).toBe(false);
    }
  });
});

describe('server action calls by their headers', () => {
  it('are let through from the store’s own origin', () => {
    expect(refusalByHeaders(actionHeaders(), ORIGIN)).toBe(0);
  });

  it('are refused from any other origin, one that differs only by scheme or port included', () => {
    for (const origin of ['https://localhost:3000', 'http://localhost:3001', 'http://evil.example', 'null']) {
      expect(refusalByHeaders(actionHeaders({ origin }), ORIGIN), origin).toBe(403);
    }
    expect(refusalByHeaders(actionHeaders({ origin: undefined }), ORIGIN)).toBe(403);
  });

  it('are refused without a Next-Action header (a form post) or above the size limit', () => {
    expect(refusalByHeaders({ origin: ORIGIN }, ORIGIN)).toBe(400);
    expect(refusalByHeaders(actionHeaders({ 'content-length': String(ACTION_BODY_LIMIT + 1) }), ORIGIN)).toBe(
      413,
    );
  });
});

describe('server action bodies', () => {
  it('are readable as React encodes the store’s arguments: plain values, repeats, dates, FormData', async () => {
    const shared = { key: 'products/0123456789abcdef', width: 640, height: 640 };
    const form = new FormData();
    form.append('file', new Blob(['slug_en\n']), 'products.csv');
    form.append('folder', 'products');
    const calls: unknown[][] = [
      [],
      [{ productId: 1, saved: true }],
      [{ images: [shared, shared], when: new Date(0), none: undefined, big: 10n, dollar: '$5', n: -0 }],
      [{ nested: [[[{ deep: ['وشاح', null, 1.5, Number.NEGATIVE_INFINITY] }]]] }],
      [form],
      [{ ids: [1, 2] }, form],
    ];
    for (const [i, args] of calls.entries()) {
      const [body, type] = await encoded(args);
      expect(await isReadableActionBody(body, type), `call ${i}: ${body.toString().slice(0, 80)}`).toBe(true);
    }
  });

  it('are refused when they are not an argument list or refer to parts that are not there', () => {
    for (const text of [
      '',
      'hello',
      '[{"productId":',
      '{"productId":1}',
      '"$K1"',
      '["$1"]',
      '["$@1"]',
      '["$Q1"]',
      '["$nxyz"]',
      '["$0"]',
      '[{"a":"$0:0:b"}]',
      '['.repeat(100) + ']'.repeat(100),
      `[${'0,'.repeat(1000)}0]`,
    ]) {
      expect(isReadableArguments(text), text.slice(0, 40)).toBe(false);
    }
  });

  it('are refused when the multipart form is broken or lacks the argument list', async () => {
    const type = 'multipart/form-data; boundary=b';
    const part = (name: string, value: string) =>
      `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const cases: [string, string][] = [
      ['garbage', type],
      ['x', 'multipart/form-data'],
      [`${part('0', '[1')}--b--\r\n`, type],
      [`${part('_1_file', 'x')}--b--\r\n`, type],
      [`${part('0', '["$1"]')}${part('1', '{}')}--b--\r\n`, type],
      ['--b\r\nContent-Disposition: form-data; name="0"\r\n\r\n[1', type],
    ];
    for (const [body, contentType] of cases) {
      expect(await isReadableActionBody(Buffer.from(body), contentType), body).toBe(false);
    }
  });
});

describe('bodies', () => {
  const request = (method: string, url: string) => ({ method, url }) as IncomingMessage;

  it('may be as long as an upload for a server action, and a megabyte for a route handler', () => {
    expect(bodyLimit(request('POST', '/en/admin/products/new'))).toBe(ACTION_BODY_LIMIT);
    expect(bodyLimit(request('POST', '/api/webhooks/stripe'))).toBe(ROUTE_BODY_LIMIT);
    expect(bodyLimit(request('POST', '/api/auth/sign-in/email'))).toBe(ROUTE_BODY_LIMIT);
    expect(bodyLimit(request('PUT', '/en'))).toBe(ROUTE_BODY_LIMIT);
  });

  it('are there when announced by a length or sent in chunks of no announced length', () => {
    expect(hasBody({ 'content-length': '12' })).toBe(true);
    expect(hasBody({ 'transfer-encoding': 'chunked' })).toBe(true);
    expect(hasBody({ 'content-length': '0' })).toBe(false);
    expect(hasBody({})).toBe(false);
  });
});

describe('JSON bodies', () => {
  const JSON_TYPE = 'application/json';
  const deep = (n: number) => Buffer.from('['.repeat(n) + ']'.repeat(n));

  it('are refused when nested deeper than any form sends (a recursive check overflowed the stack)', () => {
    expect(nestsTooDeep(deep(5000), JSON_TYPE)).toBe(true);
    expect(nestsTooDeep(Buffer.from(`${'{"a":'.repeat(65)}1${'}'.repeat(65)}`), JSON_TYPE)).toBe(true);
    expect(nestsTooDeep(deep(65), 'application/vnd.api+json; charset=utf-8')).toBe(true);
  });

  it('pass when nested less, whatever brackets their strings hold, and when they are not JSON', () => {
    expect(nestsTooDeep(deep(64), JSON_TYPE)).toBe(false);
    const text = JSON.stringify({
      email: `${'['.repeat(100)}"\\`,
      name: 'وشاح{{{',
      nested: [[{ a: '"]]' }]],
    });
    expect(nestsTooDeep(Buffer.from(text), JSON_TYPE)).toBe(false);
    expect(nestsTooDeep(deep(5000), 'application/x-www-form-urlencoded')).toBe(false);
    expect(nestsTooDeep(deep(5000), undefined)).toBe(false);
  });
});

describe('multipart forms', () => {
  const TYPE = 'multipart/form-data; boundary=wishahBoundary';
  const png = Buffer.from('89504e470d0a1a0a0000', 'hex');
  const form = (filename: string) =>
    multipart({ 0: '["$K1"]', _1_file: png, _1_folder: 'categories' }, { filename, type: 'image/png' });

  it('have control characters removed from their part headers, which Next’s decoder refuses (a 500)', async () => {
    const sent = form('a\u0000b\u001f\u007f.png');
    await expect(decodedFiles(sent, TYPE)).rejects.toThrow('Malformed part header');
    const read = readablePartHeaders(sent, TYPE) as Buffer;
    expect(await decodedFiles(read, TYPE)).toEqual([['ab.png', png]]);
    expect(await isReadableActionBody(read, TYPE)).toBe(true);
  });

  it('are passed as they are when their headers are clean, and other bodies always', async () => {
    const sent = form('وشاح.png');
    expect(readablePartHeaders(sent, TYPE)).toBe(sent);
    expect(await decodedFiles(sent, TYPE)).toEqual([[Buffer.from('وشاح.png').toString('latin1'), png]]);
    const text = Buffer.from('["a\u0000"]');
    expect(readablePartHeaders(text, 'text/plain;charset=UTF-8')).toBe(text);
  });

  it('are refused when a part’s headers are longer than any form sends (past 16 KB, Next’s decoder fails)', async () => {
    const sent = form(`${'a'.repeat(17_000)}.png`);
    await expect(decodedFiles(sent, TYPE)).rejects.toThrow('Malformed part header');
    expect(readablePartHeaders(sent, TYPE)).toBeNull();
  });
});
