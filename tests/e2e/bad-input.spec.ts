import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import pg from 'pg';
import { E2E_ADMIN, E2E_BASE_URL } from '../../playwright.config';
import {
  almostValidAuthBodies,
  BAD_ARGUMENTS,
  BAD_QUERIES,
  BAD_SEGMENTS,
  DEEP_JSON,
  MALFORMED_ACTION_BODIES,
  MULTIPART,
  multipart,
  TEXT,
  WRONG_TYPES,
} from '../setup/bad-input-cases';
import {
  type Answer,
  authEndpoints,
  builtActions,
  builtRoutes,
  cookieOf,
  type Probe,
  send,
  sendAll,
} from '../setup/probe';
import { expect, newShopper, test } from './fixtures';
import { E2E_PORT, startInstance } from './instances';

// Bad input of every kind, sent to every route, endpoint and server action of the built store (enumerated from the
// build, so a new route is covered without touching this file): a user's mistake is a 4xx, never a 5xx. Requests
// go out as raw bytes (tests/setup/probe.ts), so invalid UTF-8 reaches the server as it would from a hostile client.

const LOCALES = ['en', 'ar'] as const;
const ORIGIN = { origin: E2E_BASE_URL };
const ROOT = path.resolve(import.meta.dirname, '../..');

/** Where a route's source is, to see whether it reads query parameters at all. */
const readsQuery = (file: string) => {
  const base = path.join(ROOT, 'src/app', file);
  return ['.tsx', '.ts'].some(
    (ext) => fs.existsSync(base + ext) && /searchParams/.test(fs.readFileSync(base + ext, 'utf8')),
  );
};

/** Stored pages from the sitemap, so dynamic routes are probed on real rows too. */
async function realPaths(): Promise<string[]> {
  const sitemap = await (await fetch(`${E2E_BASE_URL}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
    decodeURI(new URL(m[1] as string).pathname),
  );
}

/** The route in `locale` with its other dynamic segments from a real page when there is one, else `1`. */
function fill(route: string, locale: string, known: string[]): string {
  const localised = route.replace('[locale]', locale);
  const pattern = new RegExp(
    `^${localised.replace(/\[\.\.\.[^\]]+\]/g, '.+').replace(/\[[^\]]+\]/g, '[^/]+')}$`,
  );
  const real = known.find((p) => pattern.test(p));
  return real ? encodeURI(real) : localised.replace(/\[[^\]]+\]/g, '1');
}

/** Each dynamic segment but the locale replaced by each bad value in turn (a catch-all: it and what follows). */
function segmentProbes(route: string, good: string): Probe[] {
  const segments = route.split('/');
  return segments.flatMap((segment, i) => {
    if (!segment.startsWith('[') || segment === '[locale]') return [];
    return Object.entries(BAD_SEGMENTS).flatMap(([kind, value]) => {
      const parts = good.split('/');
      parts[i] = value;
      const at = parts.slice(0, segment.startsWith('[...') ? i + 1 : parts.length).join('/');
      // Uploads are told apart by extension first: probe with one too.
      const paths = route.startsWith('/uploads/') ? [at, `${at}.webp`] : [at];
      return paths.map((p) => ({ label: `${kind} in ${segment}`, path: p }));
    });
  });
}

/** Status 5xx (or no answer), or a server action that answered "something went wrong": its own 500. */
function failures(answers: Answer[]): string[] {
  test.info().annotations.push({ type: 'requests', description: String(answers.length) });
  return answers
    .filter((a) => a.status >= 500 || a.status === 0 || a.body.includes('"errors.errorText"'))
    .map((a) => `${a.status} ${a.probe.method ?? 'GET'} ${a.probe.path.slice(0, 100)} — ${a.probe.label}`);
}

const json = (body: unknown, label: string, path: string, cookie?: string): Probe => ({
  label,
  method: 'POST',
  path,
  headers: { ...ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  body: JSON.stringify(body),
  readBody: true,
});

/** Signs up a new shopper (or signs the admin in) and returns the session cookie. */
async function session(role: 'admin' | 'shopper'): Promise<string> {
  const answer =
    role === 'admin'
      ? await send(E2E_BASE_URL, json(E2E_ADMIN, 'sign in', '/api/auth/sign-in/email'))
      : await send(E2E_BASE_URL, json(newShopper(), 'sign up', '/api/auth/sign-up/email'));
  expect(answer.status, answer.body).toBe(200);
  return cookieOf(answer.headers['set-cookie']);
}

test.describe.configure({ timeout: 120_000 });

test('pages, route handlers and uploads answer bad paths, queries and bodies with 4xx, never 5xx', async () => {
  const known = await realPaths();
  const probes: Probe[] = [];
  for (const { route, file } of builtRoutes()) {
    if (route.startsWith('/api/auth/')) continue; // better-auth's endpoints have their own test below
    for (const locale of route.includes('[locale]') ? LOCALES : [undefined]) {
      const good = fill(route, locale ?? '', known);
      const queries = Object.entries(BAD_QUERIES).slice(0, readsQuery(file) ? undefined : 1);
      for (const [kind, q] of queries) probes.push({ label: `${kind} in the query`, path: `${good}?${q}` });
      probes.push(...segmentProbes(route, good));
      // Bodies and methods no route handler takes.
      if (!locale) {
        probes.push(
          ...[
            ['malformed JSON', 'application/json', '{"q":'],
            ['an empty body', 'application/json', ''],
            ['a form body', 'application/x-www-form-urlencoded', 'q=a%00b'],
          ].map(([label, type, body]) => ({
            label: `POST with ${label}`,
            method: 'POST',
            path: good,
            headers: { origin: E2E_BASE_URL, 'content-type': type as string },
            body,
          })),
          { label: 'DELETE', method: 'DELETE', path: good },
        );
      }
    }
  }
  for (const [kind, value] of Object.entries(BAD_SEGMENTS)) {
    probes.push({ label: `${kind} as the locale`, path: `/${value}/products` });
  }
  const admin = await session('admin');
  const answers = await sendAll(E2E_BASE_URL, probes, admin);
  expect(answers.length).toBeGreaterThan(200);
  expect(failures(answers)).toEqual([]);
});

test('better-auth endpoints answer malformed requests with 4xx, never 5xx', async () => {
  const probes: Probe[] = [];
  // As a guest: with a session, garbage sent to /sign-out or /revoke-sessions would end it for the probes after.
  authEndpoints().forEach((endpoint, i) => {
    const at = `/api/auth${endpoint.replace(/:[^/]+/g, 'a%00b')}`;
    const post = (label: string, contentType: string | undefined, body: string | Buffer): Probe => ({
      label,
      method: 'POST',
      path: at,
      headers: { ...ORIGIN, ...(contentType ? { 'content-type': contentType } : {}) },
      body,
    });
    probes.push(
      {
        label: 'bad query',
        path: `${at}?token=a%00b&callbackURL=%FF&id=%D9%8B&userId=-1&${BAD_QUERIES.nul}`,
      },
      // One malformed body each, in turn.
      [
        post('malformed JSON', 'application/json', '{"email":'),
        post('empty body', 'application/json', ''),
        post('form body', 'application/x-www-form-urlencoded', 'email=a%00b&password=%FF'),
      ][i % 3] as Probe,
      post('NUL, wrong types and numbers out of range', 'application/json', JSON.stringify(WRONG_TYPES)),
    );
  });
  const shopper = await session('shopper');
  almostValidAuthBodies().forEach(([endpoint, template], i) => {
    for (const field of Object.keys(template)) {
      for (const [kind, bad] of [
        ['NUL', (v: unknown) => `${String(v)}\u0000`],
        ['array', (v: unknown) => [v]],
      ] as const) {
        // A fresh body each time: two sign-ups with one e-mail would race each other.
        const body = almostValidAuthBodies()[i]?.[1] ?? {};
        probes.push(
          json(
            { ...body, [field]: bad(body[field]) },
            `${kind} in ${field}`,
            `/api/auth${endpoint}`,
            shopper,
          ),
        );
      }
    }
  });
  const answers = await sendAll(E2E_BASE_URL, probes);
  expect(answers.length).toBeGreaterThan(150);
  expect(failures(answers)).toEqual([]);
});

const action = (
  id: string,
  page: string,
  label: string,
  contentType: string | undefined,
  body: string | Buffer,
  extra: Record<string, string> = {},
): Probe => ({
  label,
  method: 'POST',
  path: page,
  headers: {
    ...ORIGIN,
    'next-action': id,
    accept: 'text/x-component',
    ...(contentType ? { 'content-type': contentType } : {}),
    ...extra,
  },
  body,
  readBody: true,
});

test('server actions answer malformed bodies and bad arguments with 4xx or a refusal, never 5xx', async () => {
  const actions = builtActions();
  expect(actions.length).toBeGreaterThan(10);
  const [shopper, admin] = [await session('shopper'), await session('admin')];
  // Every action is called as a shopper; the ones that refuse a shopper again as the admin, so their input is parsed.
  const first = await sendAll(
    E2E_BASE_URL,
    actions.map((a) => action(a.id, a.page, `${a.name}: no input`, TEXT, '[]')),
    shopper,
  );
  for (const answer of first) expect(answer.body, answer.probe.label).toMatch(/"ok":false/);
  const adminOnly = new Set(
    first.filter((a) => a.body.includes('errors.forbiddenText')).map((a) => a.probe.headers?.['next-action']),
  );
  const probesAs = { shopper: [] as Probe[], admin: [] as Probe[] };
  actions.forEach((a, i) => {
    const target = adminOnly.has(a.id) ? probesAs.admin : probesAs.shopper;
    BAD_ARGUMENTS.forEach(([label, args], j) => {
      const page = a.page.replace(/^\/en/, `/${LOCALES[(i + j) % 2]}`);
      target.push(action(a.id, page, `${a.name}: ${label}`, TEXT, JSON.stringify(args)));
    });
  });
  // Forms as React sends a FormData argument: its entries as `_1_name` beside the argument list.
  const csv = actions.find((a) => a.name === 'importProductsCsvAction');
  if (csv) {
    const file = Buffer.from('slug_en,name_en\nbad\u0000slug,Bad\u0000name\n');
    probesAs.admin.push(
      action(csv.id, csv.page, 'CSV with NUL', MULTIPART, multipart({ 0: '["$K1"]', _1_file: file })),
      action(
        csv.id,
        csv.page,
        'CSV with NUL in its file name',
        MULTIPART,
        multipart({ 0: '["$K1"]', _1_file: Buffer.from('slug_en\n') }, { filename: 'a\u0000b.csv' }),
      ),
    );
  }
  const png = Buffer.from('89504e470d0a1a0a', 'hex');
  for (const [name, field, folder] of [
    ['uploadImageAction', '_1_file', { _1_folder: 'categories' }],
    ['uploadProfilePhotoAction', '_1_photo', {}],
  ] as const) {
    const upload = actions.find((a) => a.name === name);
    if (!upload) continue;
    for (const [label, filename] of [
      ['NUL and other control characters', 'a\u0000b\u0001\u007f.png'],
      ['17 KB', `${'a'.repeat(17_000)}.png`],
    ]) {
      probesAs.admin.push(
        action(
          upload.id,
          upload.page,
          `${name}: an image with ${label} in its file name`,
          MULTIPART,
          multipart({ 0: '["$K1"]', [field]: png, ...folder }, { filename, type: 'image/png' }),
        ),
      );
    }
  }
  const wishlist = actions.find((a) => a.name === 'setWishlisted') ?? actions[0];
  for (const locale of LOCALES) {
    const page = wishlist?.page.replace(/^\/en/, `/${locale}`) ?? `/${locale}`;
    for (const [label, contentType, body] of MALFORMED_ACTION_BODIES) {
      probesAs.shopper.push(action(wishlist?.id ?? '', page, label, contentType, body));
    }
    probesAs.shopper.push(
      action('f'.repeat(42), page, 'an unknown action id', TEXT, '[]'),
      action('not-an-id', page, 'a malformed action id', TEXT, '[]'),
      action(wishlist?.id ?? '', page, 'a malformed Origin', TEXT, '[]', { origin: 'not a url' }),
      action(wishlist?.id ?? '', page, 'Origin null', TEXT, '[]', { origin: 'null' }),
      // A form post without JavaScript (no Next-Action header) naming actions that do not exist.
      {
        label: 'a form post naming an unknown action',
        method: 'POST',
        path: page,
        headers: { ...ORIGIN, 'content-type': MULTIPART },
        body: multipart({ [`$ACTION_ID_${'f'.repeat(42)}`]: '' }),
      },
      {
        label: 'a form post with a malformed action reference',
        method: 'POST',
        path: page,
        headers: { ...ORIGIN, 'content-type': MULTIPART },
        body: multipart({ $ACTION_REF_1: '', '$ACTION_1:0': '{"id":', $ACTION_KEY: 'k' }),
      },
    );
  }
  const answers = [
    ...(await sendAll(E2E_BASE_URL, probesAs.shopper, shopper)),
    ...(await sendAll(E2E_BASE_URL, probesAs.admin, admin)),
  ];
  expect(failures(answers)).toEqual([]);
});

test('JSON nested thousands deep is refused with a 400 and a message key, on every endpoint and route', async () => {
  const paths = [
    ...authEndpoints().map((e) => `/api/auth${e.replace(/:[^/]+/g, 'a')}`),
    '/api/webhooks/stripe',
  ];
  const probes = paths.flatMap((at) =>
    DEEP_JSON.map((body) => ({ ...json(null, 'deep JSON', at), body, readBody: true })),
  );
  for (const answer of await sendAll(E2E_BASE_URL, probes)) {
    expect(answer.status, answer.probe.path).toBe(400);
    expect(JSON.parse(answer.body), answer.probe.path).toMatchObject({ message: 'validation.invalid' });
  }
});

/** The resident memory of process `pid`, in MB. */
const residentMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

/** POSTs `chunks` chunks of 64 KB, made as they are sent, with no Content-Length; the status once answered. */
function sendChunked(url: string, headers: Record<string, string>, chunks: number): Promise<number> {
  const chunk = Buffer.alloc(64 * 1024, 'a');
  let sent = 0;
  const body = new Readable({
    read() {
      this.push(sent++ < chunks ? chunk : null);
    },
  });
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
      request.destroy(); // what is left of the body is not sent
    });
    request.on('error', reject);
    body.pipe(request);
  });
}

test('a body sent in chunks is read up to the limit only: 413, and the server’s memory stays put', async () => {
  test.setTimeout(180_000);
  // An instance of its own, so its memory is this test's alone, with a webhook secret, so the webhook reads bodies.
  const instance = await startInstance(E2E_PORT + 8, { STRIPE_WEBHOOK_SECRET: 'whsec_bad_input' });
  try {
    const routes = [
      ['/api/webhooks/stripe', { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=0' }],
      ['/api/auth/sign-in/email', { 'content-type': 'application/json', origin: instance.url }],
    ] as const;
    // Each route loaded first, so its modules are not counted: 64 KB of bad JSON, refused by the route itself.
    for (const [at, headers] of routes) {
      expect(await sendChunked(instance.url + at, headers, 1), at).toBe(400);
    }
    const before = residentMb(instance.pid);
    let most = before;
    const sample = setInterval(() => {
      most = Math.max(most, residentMb(instance.pid));
    }, 20);
    try {
      for (const [at, headers] of routes) {
        expect(await sendChunked(instance.url + at, headers, 200 * 16), at).toBe(413); // 200 MB
      }
    } finally {
      clearInterval(sample);
    }
    most = Math.max(most, residentMb(instance.pid));
    const grown = `${before.toFixed(0)} MB before, ${most.toFixed(0)} MB at most while 2 × 200 MB came`;
    test.info().annotations.push({ type: 'memory', description: grown });
    expect(most - before, grown).toBeLessThan(50);
    expect((await fetch(`${instance.url}/api/health`)).status).toBe(200);
  } finally {
    instance.stop();
  }
});

/** A server action called the way the browser calls it, from `origin`, as the session in `cookie`. */
function callAction(
  id: string,
  page: string,
  args: unknown[],
  cookie: string,
  headers: Record<string, string>,
) {
  return send(E2E_BASE_URL, {
    ...action(id, page, 'call', TEXT, JSON.stringify(args)),
    headers: { 'next-action': id, accept: 'text/x-component', 'content-type': TEXT, cookie, ...headers },
  });
}

test('server actions run only when called from the store’s own origin, its scheme included', async () => {
  const update = builtActions().find((a) => a.name === 'updateProfileAction');
  expect(update).toBeDefined();
  const shopper = newShopper();
  const cookie = cookieOf(
    (await send(E2E_BASE_URL, json(shopper, 'sign up', '/api/auth/sign-up/email'))).headers['set-cookie'],
  );
  const nameNow = async () => {
    const answer = await send(E2E_BASE_URL, {
      label: 'session',
      path: '/api/auth/get-session',
      headers: { cookie },
      readBody: true,
    });
    return (JSON.parse(answer.body) as { user: { name: string } }).user.name;
  };
  const rename = (name: string, headers: Record<string, string>) =>
    callAction(update?.id ?? '', update?.page ?? '/en', [{ name, email: shopper.email }], cookie, headers);

  const store = new URL(E2E_BASE_URL);
  for (const [label, headers] of [
    ['the same host over https', { origin: `https://${store.host}` }],
    ['another port', { origin: `${store.protocol}//${store.hostname}:${Number(store.port) + 1}` }],
    [
      'another site that sends its own X-Forwarded-Host',
      { origin: 'http://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    ],
    ['no Origin at all', {}],
  ] as const) {
    const answer = await rename(`Renamed ${label}`, headers);
    expect(answer.status, label).toBe(403);
  }
  expect(await nameNow()).toBe(shopper.name);

  const answer = await rename('Renamed by the store', ORIGIN);
  expect(answer.status).toBe(200);
  expect(answer.body).toContain('"ok":true');
  expect(await nameNow()).toBe('Renamed by the store');
});

test('a product saved without a sub category has its own page, with related products, in both languages', async () => {
  const save = builtActions().find((a) => a.name === 'saveProductAction');
  expect(save).toBeDefined();
  const admin = await session('admin');
  const dataDir = path.join(os.tmpdir(), `wishah-e2e-${new URL(E2E_BASE_URL).port}`);
  const db = new pg.Client(fs.readFileSync(path.join(dataDir, 'database-url'), 'utf8'));
  await db.connect();
  const { rows } = await db.query<{ id: number }>(
    // A category with related products, but not the one the listing specs count (storefront, listing-filters).
    `select p.category_id as id from products p join categories c on c.id = p.category_id
     where p.published and c.slug_en <> 'silk-scarves' group by p.category_id order by count(*) desc limit 1`,
  );
  await db.end();
  const id = Math.random().toString(36).slice(2, 8);
  const product = {
    nameEn: `Plain wrap ${id}`,
    nameAr: `لفة سادة ${id}`,
    slugEn: `plain-wrap-${id}`,
    slugAr: `لفة-سادة-${id}`,
    categoryId: rows[0]?.id,
    subCategoryId: null,
    price: 2500,
    published: true,
    variants: [{ color: null, size: null, sku: `PLAIN-${id}`, stock: 3 }],
  };
  const saved = await callAction(save?.id ?? '', save?.page ?? '/en', [product], admin, ORIGIN);
  expect(saved.body).toContain('"ok":true');
  for (const at of [`/en/products/${product.slugEn}`, `/ar/products/${encodeURIComponent(product.slugAr)}`]) {
    const page = await send(E2E_BASE_URL, { label: 'product page', path: at, readBody: true });
    expect(page.status, at).toBe(200);
    expect(page.body, at).toContain('id="related-title"');
  }
});
