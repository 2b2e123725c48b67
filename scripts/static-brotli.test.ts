import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsBrotli, brotliStatic, COMPILE_HINT } from './static-brotli.mjs';

const script = `${'export const scarf = "silk";\n'.repeat(200)}`;
const style = `${'.scarf { color: teal; }\n'.repeat(100)}`;

let distDir: string;
let server: http.Server;
let base: string;
const compressed = () => brotliStatic(distDir);
let current: ReturnType<typeof brotliStatic>;

/** A raw request (fetch would undo the encoding): status, headers and the body as sent. */
function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .request(`${base}${url}`, { method, headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on('error', reject)
        .end();
    },
  );
}

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wishah-brotli-'));
  const chunks = path.join(distDir, 'static', 'chunks');
  fs.mkdirSync(chunks, { recursive: true });
  fs.writeFileSync(path.join(chunks, 'page.js'), script);
  fs.writeFileSync(path.join(chunks, 'tiny.js'), 'export {};');
  fs.writeFileSync(path.join(chunks, 'page.css'), style);
  fs.writeFileSync(path.join(distDir, 'secret.js'), script);
  current = compressed();
  server = http.createServer((request, response) => {
    if (!current.serve(request, response)) {
      response.writeHead(404);
      response.end('left to Next');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  base = `http://localhost:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('Brotli copies of the build’s scripts and styles', () => {
  it('reads which encodings a client accepts', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsBrotli('br;q=0.5')).toBe(true);
    expect(acceptsBrotli('gzip, br;q=0')).toBe(false);
    expect(acceptsBrotli('gzip')).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });

  it('serves nothing before the copies are made', async () => {
    expect((await get('/_next/static/chunks/page.js', { 'accept-encoding': 'br' })).status).toBe(404);
  });

  it('compresses each script and style once, and serves the copy to a client that takes Brotli', async () => {
    expect(await current.prepare()).toBe(2);
    const answer = await get('/_next/static/chunks/page.js?dpl=1', { 'accept-encoding': 'gzip, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['cache-control']).toContain('immutable');
    expect(answer.headers['content-security-policy']).toBeUndefined();
    expect(answer.body.length).toBeLessThan(script.length / 10);
    // Scripts carry V8's compile hint, in the copy and in the file Next serves to other clients.
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(COMPILE_HINT + script);
    expect(fs.readFileSync(path.join(distDir, 'static', 'chunks', 'page.js'), 'utf8')).toBe(
      COMPILE_HINT + script,
    );

    const css = await get('/_next/static/chunks/page.css', { 'accept-encoding': 'br' });
    expect(css.headers['content-type']).toBe('text/css; charset=UTF-8');
    expect(zlib.brotliDecompressSync(css.body).toString()).toBe(style);

    const head = await get('/_next/static/chunks/page.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers['content-length']).toBe(String(answer.body.length));
    expect(head.body.length).toBe(0);

    // Another instance on the same build finds the copies made, and hints nothing twice.
    current = compressed();
    expect(await current.prepare()).toBe(0);
    expect(fs.readFileSync(path.join(distDir, 'static', 'chunks', 'page.js'), 'utf8')).toBe(
      COMPILE_HINT + script,
    );
    expect((await get('/_next/static/chunks/page.js', { 'accept-encoding': 'br' })).status).toBe(200);
  });

  it('leaves to Next what it cannot serve in Brotli', async () => {
    const leftToNext = async (url: string, encoding = 'gzip, br', method = 'GET') =>
      (await get(url, { 'accept-encoding': encoding }, method)).body.toString();
    expect(await leftToNext('/_next/static/chunks/page.js', 'gzip')).toBe('left to Next');
    expect(await leftToNext('/_next/static/chunks/tiny.js')).toBe('left to Next');
    expect(await leftToNext('/_next/static/chunks/missing.js')).toBe('left to Next');
    expect(await leftToNext('/_next/static/chunks/../../secret.js')).toBe('left to Next');
    expect(await leftToNext('/_next/static/%2e%2e/secret.js')).toBe('left to Next');
    expect(await leftToNext('/_next/static/chunks/page.js', 'br', 'POST')).toBe('left to Next');
  });

  it('makes a copy again when the file is newer than it', async () => {
    const source = path.join(distDir, 'static', 'chunks', 'page.js');
    fs.writeFileSync(source, `${script}// rebuilt\n`);
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(source, later, later);
    current = compressed();
    expect(await current.prepare()).toBe(1);
    const answer = await get('/_next/static/chunks/page.js', { 'accept-encoding': 'br' });
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(`${COMPILE_HINT}${script}// rebuilt\n`);
  });

  it('hints a script before it first waits, so before the server takes a request', async () => {
    const source = path.join(distDir, 'static', 'chunks', 'late.js');
    fs.writeFileSync(source, script);
    current = compressed();
    const prepared = current.prepare();
    expect(fs.readFileSync(source, 'utf8')).toBe(COMPILE_HINT + script);
    expect(await prepared).toBe(1);
  });
});
