// Raw HTTP for the bad-input spec: bytes on the wire exactly as written (a browser or fetch would re-encode them),
// sent in parallel, and the routes, endpoints and server actions of the built store to send them to.

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

export type Probe = {
  /** What is being sent, for the failure list. */
  label: string;
  method?: string;
  /** Sent as is: percent escapes stay escapes, characters U+0080–U+00FF go out as single (Latin-1) bytes. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Read the whole answer (server actions); otherwise the status line is enough (and streams are cut). */
  readBody?: boolean;
};

export type Answer = { probe: Probe; status: number; headers: http.IncomingHttpHeaders; body: string };

const root = path.resolve(import.meta.dirname, '../..');
const distDir = path.join(root, process.env.E2E_DIST_DIR || '.next-e2e');

/** One request; `status` 0 when the connection failed. Each comes from its own address (rate limits per address). */
export function send(baseUrl: string, probe: Probe, cookie?: string): Promise<Answer> {
  const url = new URL(baseUrl);
  const octet = () => randomBytes(1)[0] ?? 1;
  const headers: Record<string, string> = {
    'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}`,
    ...(cookie ? { cookie } : {}),
    ...probe.headers,
  };
  return new Promise((resolve) => {
    const request = http.request(
      { host: url.hostname, port: url.port, method: probe.method ?? 'GET', path: probe.path, headers },
      (response) => {
        const status = response.statusCode ?? 0;
        if (!probe.readBody) {
          response.destroy();
          resolve({ probe, status, headers: response.headers, body: '' });
          return;
        }
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        const done = () =>
          resolve({ probe, status, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.on('end', done);
        response.on('error', done);
      },
    );
    request.setTimeout(20_000, () => request.destroy(new Error('timeout')));
    request.on('error', () => resolve({ probe, status: 0, headers: {}, body: '' }));
    request.end(probe.body);
  });
}

/** Sends every probe, `concurrency` at a time. */
export async function sendAll(
  baseUrl: string,
  probes: Probe[],
  cookie?: string,
  concurrency = 6,
): Promise<Answer[]> {
  const answers: Answer[] = [];
  let next = 0;
  const worker = async () => {
    while (next < probes.length) {
      const probe = probes[next++] as Probe;
      answers.push(await send(baseUrl, probe, cookie));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return answers;
}

/** The session cookie(s) a better-auth answer sets, as a `Cookie` header. */
export function cookieOf(setCookie: string | string[] | undefined): string {
  return [setCookie ?? []]
    .flat()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Every app route of the build (`/[locale]/products/[slug]`, `/api/health`, …), without Next's own pages. */
export function builtRoutes(): { route: string; file: string }[] {
  const manifest: Record<string, string> = JSON.parse(
    fs.readFileSync(path.join(distDir, 'app-path-routes-manifest.json'), 'utf8'),
  );
  return Object.entries(manifest)
    .filter(([, route]) => !route.startsWith('/_'))
    .map(([file, route]) => ({ route, file }));
}

/** Every server action of the build: its id and a page that serves it. */
export function builtActions(): { id: string; name: string; page: string }[] {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(distDir, 'server', 'server-reference-manifest.json'), 'utf8'),
  ) as { node: Record<string, { exportedName?: string; workers: Record<string, unknown> }> };
  return Object.entries(manifest.node).map(([id, action]) => {
    const worker = Object.keys(action.workers)[0] ?? '';
    // `app/[locale]/(storefront)/products/[slug]/page` → `/en/products/x`
    const page = worker
      .replace(/^app/, '')
      .replace(/\/page$/, '')
      .replace(/\/\([^)]+\)/g, '')
      .replace('[locale]', 'en')
      .replace(/\[[^\]]+\]/g, 'x');
    return { id, name: action.exportedName ?? id, page: page || '/en' };
  });
}

/** The paths of better-auth's endpoints the store enables (its core and the admin and phone-number plugins) and ours. */
export function authEndpoints(): string[] {
  const sources = [
    ...['api/routes', 'plugins/admin', 'plugins/phone-number'].map((dir) =>
      path.join(root, 'node_modules/better-auth/dist', dir),
    ),
    path.join(root, 'src/domains/accounts'),
  ];
  const paths = new Set<string>();
  for (const dir of sources) {
    for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!/\.(m?js|ts)$/.test(file)) continue;
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      for (const match of text.matchAll(/createAuthEndpoint\(\s*["'](\/[^"']+)["']/g)) {
        paths.add(match[1] as string);
      }
    }
  }
  return [...paths].sort();
}
