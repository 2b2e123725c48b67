// Security headers as a browser receives them from the production server.

import { COMPILE_HINT } from '../../scripts/static-brotli.mjs';
import { expect, test } from './fixtures';
import { E2E_PORT, startInstance } from './instances';

test('pages carry the store policy and uploads their own stricter one', async ({ page, request }) => {
  await page.goto('/en/products');
  const home = await request.get('/en');
  expect(home.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(home.headers()['x-content-type-options']).toBe('nosniff');
  // Plain http store: no HSTS, which would lock browsers out of a store that has no TLS.
  expect(home.headers()['strict-transport-security']).toBeUndefined();

  const image = await page.locator('main img[src^="/uploads/"]').first().getAttribute('src');
  const upload = await request.get(image ?? '');
  expect(upload.status()).toBe(200);
  expect(upload.headers()['content-security-policy']).toBe("default-src 'none'");
  expect(upload.headers()['x-content-type-options']).toBe('nosniff');
});

test('scripts and styles arrive in Brotli without the page policies, scripts with the compile hint; clients without Brotli get gzip', async ({
  page,
  request,
}) => {
  await page.goto('/en');
  const files = await page.evaluate(() => [
    ...[...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src),
    ...[...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href),
  ]);
  expect(files.length).toBeGreaterThan(5);
  let large = '';
  let largeScript = '';
  // The copies are made once per build, in the seconds after the server starts.
  await expect(async () => {
    for (const file of files) {
      const response = await request.get(file, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(response.status(), file).toBe(200);
      const script = new URL(file).pathname.endsWith('.js');
      if (script) expect((await response.text()).startsWith(COMPILE_HINT), `${file}'s hint`).toBe(true);
      if ((await response.body()).length < 1024) continue; // too small to be worth compressing
      large = file;
      if (script) largeScript = file;
      expect(response.headers()['content-encoding'], file).toBe('br');
      expect(response.headers()['cache-control'], file).toContain('immutable');
      expect(response.headers()['x-content-type-options'], file).toBe('nosniff');
      expect(response.headers()['content-security-policy'], file).toBeUndefined();
    }
  }).toPass({ timeout: 60_000 });
  const gzipOnly = await request.get(large, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzipOnly.headers()['content-encoding']).toBe('gzip');
  // Next serves the same hinted file.
  const gzipScript = await request.get(largeScript, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzipScript.headers()['content-encoding']).toBe('gzip');
  expect((await gzipScript.text()).startsWith(COMPILE_HINT)).toBe(true);
});

test('the same build run at an https address sends Strict-Transport-Security', async ({ request }) => {
  test.setTimeout(120_000);
  // Built for http://localhost, started as https://shop.example behind a TLS proxy.
  const instance = await startInstance(E2E_PORT + 2, { APP_URL: 'https://shop.example' });
  try {
    const response = await request.get(`http://localhost:${E2E_PORT + 2}/en`);
    expect(response.headers()['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  } finally {
    instance.stop();
  }
});

test('a body over the 8 MB limit is refused with 413, on actions and API routes alike', async ({
  request,
}) => {
  const body = Buffer.alloc(8 * 1024 * 1024 + 1, 'a');
  for (const [path, headers] of [
    ['/en/admin/products/new', { 'next-action': '0'.repeat(42), 'content-type': 'text/plain' }],
    ['/api/auth/sign-in/email', { 'content-type': 'application/json' }],
    ['/api/wishlist', { 'content-type': 'application/json' }],
  ] as const) {
    const response = await request.post(path, { data: body, headers });
    expect(response.status(), path).toBe(413);
    expect(await response.text()).toBe('Payload Too Large');
  }
});
