import type { IncomingHttpHeaders } from 'node:http';
// React's own encoder, as the browser runs it for every server action call.
import { encodeReply } from 'next/dist/compiled/react-server-dom-turbopack/client.node';
import { describe, expect, it } from 'vitest';
import {
  ACTION_BODY_LIMIT,
  dropForwardedHeaders,
  isReadableActionBody,
  isReadableArguments,
  isUnservablePath,
  refusalByHeaders,
  storeOrigin,
} from './request-guard.mjs';

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
