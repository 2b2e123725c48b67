import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import sharp from 'sharp';
import ar from '../../messages/ar.json' with { type: 'json' };
import en from '../../messages/en.json' with { type: 'json' };
import { startNginx, UPSTREAM_HEADER } from '../../scripts/balancer';
import { serverActionId } from '../../scripts/store-process';
import { DEMO_PRODUCTS } from '../../src/domains/catalog/demo/catalogue';
import { startS3Server } from '../setup/s3-server';
import { expect, newPhone, newShopper, test } from './fixtures';
import { E2E_PORT, startInstance } from './instances';

// Two instances of the store on one database, behind nginx sending requests to each in turn, as a shop that
// outgrew one machine runs (README: Running several instances). Everything here goes through the balancer. The
// instances reach the database through a TCP proxy the test can cut, as a database outage would, and keep uploads
// in one S3 bucket (s3rver), into which the store's existing uploads are copied first (`npm run storage:copy`).

test.describe.configure({ mode: 'serial' });

const DATA_DIR = path.join(os.tmpdir(), `wishah-e2e-${E2E_PORT}`);
const BALANCER_PORT = E2E_PORT + 7;
const balancer = `http://localhost:${BALANCER_PORT}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const databaseUrl = () => fs.readFileSync(path.join(DATA_DIR, 'database-url'), 'utf8').trim();

/** A TCP proxy in front of the database: `stop` cuts every connection and refuses new ones until `start`. */
async function databaseProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        client.destroy();
        upstream.destroy();
        sockets.delete(socket);
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve) =>
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
    );
  const port = await listen(0);
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  const close = () => new Promise((resolve) => server.close(resolve));
  return {
    url: url.toString(),
    stop: async () => {
      const closed = close();
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    start: () => listen(port),
    close,
  };
}

async function query<T>(sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * One buyer's cash-on-delivery order of one unit, through the balancer, as the checkout page sends it; each from a
 * phone of its own (the checkout's limits count one phone's orders).
 */
async function placeOrder(n: number, email: string, variantId: number, deliveryAreaId: number) {
  const phone = newPhone();
  const response = await fetch(`${balancer}/en/checkout`, {
    method: 'POST',
    headers: {
      'next-action': serverActionId(process.env.E2E_DIST_DIR || '.next-e2e', 'placeOrderAction'),
      accept: 'text/x-component',
      'content-type': 'text/plain;charset=UTF-8',
      origin: balancer,
      'x-forwarded-for': `10.77.${Math.floor(n / 250)}.${(n % 250) + 1}`,
    },
    body: JSON.stringify([
      {
        idempotencyKey: crypto.randomUUID(),
        locale: 'en',
        lines: [{ variantId, quantity: 1 }],
        deliveryAreaId,
        paymentMethod: 'cod',
        shipping: {
          fullName: `Buyer ${n}`,
          streetAddress: '1 Balancer Road',
          zipCode: '12211',
          city: 'Riyadh',
          email,
          phone,
          confirmPhone: phone,
        },
      },
    ]),
  });
  return {
    status: response.status,
    placed: (await response.text()).includes('"ok":true'),
    upstream: response.headers.get(UPSTREAM_HEADER),
  };
}

/** The first variant of a demo product of `sub`, with `stock` units, and a delivery area to send it to. */
async function buyable(sub: string, stock: number) {
  const product = DEMO_PRODUCTS.find((p) => !p.draft && !p.soldOut && p.sub === sub);
  if (!product) throw new Error(`the demo catalogue has a ${sub} product for sale`);
  const [variant] = await query<{ id: number }>(
    `select v.id from product_variants v join products p on p.id = v.product_id
     where p.slug_en = $1 order by v.id limit 1`,
    [product.slug],
  );
  const [area] = await query<{ id: number }>(
    'select id from delivery_areas where active order by id limit 1',
  );
  if (!variant || !area) throw new Error('no variant or delivery area');
  await query('update product_variants set stock = $2 where id = $1', [variant.id, stock]);
  return { product, variantId: variant.id, areaId: area.id };
}

let stopAll: (() => Promise<void>) | undefined;
let database: Awaited<ReturnType<typeof databaseProxy>>;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  database = await databaseProxy(new URL(databaseUrl()));
  const bucket = await startS3Server('wishah-balanced');
  // Asynchronously: the bucket answers from this very process.
  const copied = await promisify(execFile)(
    path.join('node_modules', '.bin', 'tsx'),
    ['--conditions=react-server', 'scripts/storage-copy.ts'],
    { env: { ...process.env, ...bucket.env, DATA_DIR, DATABASE_URL: databaseUrl() }, encoding: 'utf8' },
  );
  expect(copied.stdout).toMatch(/^Copied \d+ files/);
  // Both answer to the balancer's address: server actions are taken only from the store's own origin.
  const instances = await Promise.all(
    [E2E_PORT + 5, E2E_PORT + 6].map((port) =>
      startInstance(port, { APP_URL: balancer, DATABASE_URL: database.url, ...bucket.env }),
    ),
  );
  const nginx = startNginx(BALANCER_PORT, [E2E_PORT + 5, E2E_PORT + 6]);
  stopAll = async () => {
    await nginx.stop();
    for (const instance of instances) instance.stop();
    await Promise.all(instances.map((instance) => instance.exited));
    await database.close();
    await bucket.stop();
  };
  await expect
    .poll(async () => (await fetch(`${balancer}/api/health`).catch(() => undefined))?.status, {
      timeout: 20_000,
    })
    .toBe(200);
});

test.afterAll(async () => {
  await stopAll?.();
});

test('a shopper signed in through the balancer stays signed in and keeps the wishlist, whichever instance answers', async ({
  page,
}) => {
  const answeredBy = new Set<string>();
  page.on('response', (response) => {
    const upstream = response.headers()[UPSTREAM_HEADER];
    if (upstream) answeredBy.add(upstream);
  });
  const shopper = newShopper();
  const signUp = await page.request.post(`${balancer}/api/auth/sign-up/email`, {
    data: shopper,
    headers: { origin: balancer },
  });
  expect(signUp.status()).toBe(200);

  const product = DEMO_PRODUCTS.find((p) => !p.draft && !p.soldOut && p.sub === 'silk-squares');
  if (!product) throw new Error('the demo catalogue has a silk square for sale');
  await page.goto(`${balancer}/en/products/${product.slug}`);
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(page.getByText('Saved to your wishlist')).toBeVisible();

  // Every load asks both instances for something (the page, its session, its data): all of them know the shopper.
  for (let load = 0; load < 4; load++) {
    await page.goto(`${balancer}/en/wishlist`);
    await expect(page.getByRole('button', { name: en.header.account })).toBeVisible();
    await expect(page.getByRole('heading', { name: product.en })).toBeVisible();
  }
  expect(answeredBy).toEqual(new Set([`127.0.0.1:${E2E_PORT + 5}`, `127.0.0.1:${E2E_PORT + 6}`]));
});

test("a blocked shopper is signed out live, and the store's new colour reaches the page, whichever instance holds its event stream", async ({
  page,
}) => {
  const shopper = newShopper();
  const signUp = await page.request.post(`${balancer}/api/auth/sign-up/email`, {
    data: shopper,
    headers: { origin: balancer },
  });
  expect(signUp.status()).toBe(200);
  // The page's event stream is open as this shopper (through nginx, to one of the instances).
  const stream = page.waitForResponse((response) => response.url().includes('/api/events?as='));
  await page.goto(`${balancer}/en`);
  await expect(page.getByRole('button', { name: en.header.account })).toBeVisible();
  expect((await stream).status()).toBe(200);
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  // Blocked as the admin's action does it, in two steps: the block is announced (the page asks whether its session
  // stands: it still does), then the sessions end, which the page hears wherever its stream is then.
  await query('update users set banned = true where email = $1', [shopper.email]);
  await query('delete from sessions where user_id = (select id from users where email = $1)', [
    shopper.email,
  ]);
  await expect(page.getByRole('link', { name: en.header.login })).toBeVisible({ timeout: 15_000 });

  // The store's settings too, on the page now a guest's: a new colour, written straight into the database so no
  // instance's cache was told; the one answering the page's check finds its copy behind and expires it.
  const brand = () =>
    page.evaluate(() =>
      getComputedStyle(document.documentElement)
        .getPropertyValue('--mantine-color-brand-6')
        .trim()
        .toLowerCase(),
    );
  const [settings] = await query<{ primary_color: string }>('select primary_color from store_settings');
  expect(settings).toBeDefined();
  try {
    await query(`update store_settings set primary_color = '#7A1F3D', updated_at = now()`);
    await expect.poll(brand, { timeout: 15_000 }).toBe('#7a1f3d');
  } finally {
    await query('update store_settings set primary_color = $1, updated_at = now()', [
      settings?.primary_color,
    ]);
  }
  await expect.poll(brand, { timeout: 15_000 }).toBe(settings?.primary_color.toLowerCase());
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test('sign-in attempts sent to both instances are counted once', async () => {
  // 20 sign-ins from one address per 15 minutes (auth/server.ts), counted in PostgreSQL: the 21st is refused
  // though the attempts went to both instances.
  const address = `10.78.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const attempts: { status: number; upstream: string | null }[] = [];
  for (let n = 0; n < 21; n++) {
    const response = await fetch(`${balancer}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: balancer, 'x-forwarded-for': address },
      body: JSON.stringify({ email: `nobody-${n}-${address}@wishah.test`, password: 'not-the-password' }),
    });
    attempts.push({ status: response.status, upstream: response.headers.get(UPSTREAM_HEADER) });
  }
  expect(attempts.slice(0, 20).filter((a) => a.status === 429)).toEqual([]);
  expect(attempts[20]?.status).toBe(429);
  expect(new Set(attempts.map((a) => a.upstream)).size).toBe(2);
});

test('an image uploaded through one instance is served by both, from the bucket', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin'); // a session of the same database: any instance takes it
  const product = DEMO_PRODUCTS.find((p) => !p.draft && p.sub === 'girls-hijabs');
  const [row] = await query<{ id: number }>('select id from products where slug_en = $1', [product?.slug]);
  await page.goto(`${balancer}/en/admin/products/${row?.id}`);
  const images = page.getByTestId('product-image');
  await expect(images.first()).toBeVisible();
  const before = await images.count();
  const png = await sharp({ create: { width: 400, height: 500, channels: 3, background: '#3060c0' } })
    .png()
    .toBuffer();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'blue.png', mimeType: 'image/png', buffer: png });
  await expect(images).toHaveCount(before + 1);
  const src = await images.last().locator('img').getAttribute('src');
  expect(src).toMatch(/^\/uploads\/.+\.webp$/);
  // Not on the disk the instances share in this test: in the bucket.
  expect(fs.existsSync(path.join(DATA_DIR, src as string))).toBe(false);

  // The page's own requests (the new picture's sizes, its event stream) take turns in the same round robin and
  // can take every other one: ask until both instances have answered, or twenty times.
  const servedBy = new Set<string | null>();
  for (let i = 0; i < 20 && servedBy.size < 2; i++) {
    const response = await fetch(`${balancer}${src}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    servedBy.add(response.headers.get(UPSTREAM_HEADER));
  }
  expect(servedBy.size).toBe(2);
});

test('100 buyers at once of a variant with 10 in stock, spread over both instances, make exactly 10 orders, each mailed once', async () => {
  test.setTimeout(120_000);
  const { variantId, areaId } = await buyable('bandanas', 10);
  // A mailbox per buyer (one mailbox takes only a few orders an hour), all under one name to find them by.
  const buyer = `buyer-${Date.now()}`;
  const buy = (n: number) => placeOrder(n, `${buyer}-${n}@wishah.test`, variantId, areaId);
  const answers = await Promise.all(Array.from({ length: 100 }, (_, n) => buy(n)));

  expect(answers.filter((a) => a.status >= 500)).toEqual([]);
  expect(answers.filter((a) => a.placed)).toHaveLength(10);
  expect(new Set(answers.map((a) => a.upstream)).size).toBe(2);
  const orders = await query<{ number: string }>(
    'select number::text from orders where email like $1 order by number',
    [`${buyer}-%`],
  );
  expect(orders).toHaveLength(10);
  const [stock] = await query<{ stock: number }>('select stock from product_variants where id = $1', [
    variantId,
  ]);
  expect(stock?.stock).toBe(0);

  // Both instances work the job queue; each order's mail is written once.
  const mailsTo = () =>
    fs
      .readdirSync(path.join(DATA_DIR, 'outbox'))
      .filter((file) => file.endsWith('.eml'))
      .map((file) => fs.readFileSync(path.join(DATA_DIR, 'outbox', file), 'utf8'))
      .filter((mail) => mail.includes(`${buyer}-`));
  await expect.poll(() => mailsTo().length, { timeout: 30_000 }).toBe(10);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(mailsTo()).toHaveLength(10);
  // The number as the store writes it: `#1036`, or after a prefix the owner set (`WS-1036`).
  for (const { number } of orders)
    expect(mailsTo().filter((mail) => new RegExp(`\\b${number}\\b`).test(mail))).toHaveLength(1);
});

test('the database away for 10 s under light load: pages answer a translated 503, nothing acknowledged is lost, the store is back within 5 s', async () => {
  test.setTimeout(120_000);
  const { product, variantId, areaId } = await buyable('silk-squares', 100);
  const email = `outage-${Date.now()}@wishah.test`;
  expect((await placeOrder(1, email, variantId, areaId)).placed).toBe(true);
  const page = `${balancer}/en/products/${product.slug}`;

  // Light load all along: a shopper's page every 200 ms.
  const answers: { status: number; body: string }[] = [];
  let loading = true;
  const load = (async () => {
    while (loading) {
      const response = await fetch(page).catch(() => undefined);
      answers.push({ status: response?.status ?? 0, body: (await response?.text()) ?? '' });
      await sleep(200);
    }
  })();
  await sleep(1_000);

  const stoppedAt = Date.now();
  await database.stop();
  await expect.poll(async () => (await fetch(page)).status, { timeout: 5_000 }).toBe(503);
  await sleep(1_500); // each instance checks once a second: by now both have noticed
  const english = await fetch(page);
  expect(english.headers.get('retry-after')).toBe('5');
  expect(await english.text()).toContain(en.errors.unavailableTitle);
  const arabic = await (await fetch(`${balancer}/ar`)).text();
  expect(arabic).toContain('dir="rtl"');
  expect(arabic).toContain(ar.errors.unavailableTitle);
  expect((await fetch(`${balancer}/api/health`)).status).toBe(503);
  expect((await fetch(`${balancer}/api/live`)).status).toBe(200);
  // An order tried meanwhile is refused, not half taken.
  expect((await placeOrder(2, email, variantId, areaId)).placed).toBe(false);

  await sleep(Math.max(0, stoppedAt + 10_000 - Date.now()));
  await database.start();
  const backAt = Date.now();
  await expect.poll(async () => (await fetch(page)).status, { timeout: 5_000, intervals: [250] }).toBe(200);
  console.log(`The store answered again ${Date.now() - backAt} ms after its database came back`);
  loading = false;
  await load;

  // Every answer was a page (the store's, its error page in the second before the outage was noticed, or the
  // translated 503), never a blank page or a stack trace.
  for (const answer of answers) {
    expect([200, 500, 503]).toContain(answer.status);
    expect(answer.body).toMatch(/<title>[^<]+<\/title>/);
    expect(answer.body).not.toMatch(/\n\s+at [\w.<>]+ \(/);
  }
  expect(answers.filter((answer) => answer.status === 503).length).toBeGreaterThan(10);
  // The order acknowledged before is there, the one refused is not, and ordering works again.
  expect(await query('select id from orders where email = $1', [email])).toHaveLength(1);
  await expect
    .poll(async () => (await placeOrder(3, email, variantId, areaId)).placed, { timeout: 5_000 })
    .toBe(true);
});
