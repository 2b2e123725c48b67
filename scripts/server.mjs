// The store's production HTTP server: Next.js behind a thin layer that records who is connecting and turns away
// what Next would mishandle. Next itself keeps any `X-Forwarded-For` a client sends, so rate limits keyed on it
// could be dodged by making one up; here the address comes from the connection, or from the header a proxy in front
// sets (TRUSTED_PROXY_IP_HEADER). The other checks are in request-guard.mjs.
import http from 'node:http';
import path from 'node:path';
import next from 'next';
import { cachedListingUrl } from '../src/domains/catalog/listing-path.mjs';
import { clientAddress } from './client-address.mjs';
import {
  isServedWithoutDatabase,
  RETRY_SECONDS,
  unavailablePage,
  watchDatabase,
} from './database-outage.mjs';
import {
  bodyLimit,
  dropForwardedHeaders,
  hasBody,
  isActionCall,
  isReadableActionBody,
  isUnservablePath,
  nestsTooDeep,
  ROUTE_BODY_LIMIT,
  readablePartHeaders,
  readBody,
  refusalByHeaders,
  storeOrigin,
  withBody,
} from './request-guard.mjs';
import { brotliStatic } from './static-brotli.mjs';

const CLIENT_IP_HEADER = 'x-wishah-client-ip'; // src/lib/client-ip.ts
const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT || 3000);
const proxyHeader = process.env.TRUSTED_PROXY_IP_HEADER?.toLowerCase();
const origin = storeOrigin(process.env);
// Decided at start, not at build: the same build may serve http://localhost and https://shop.example.
const hsts = origin.startsWith('https://') ? 'max-age=63072000; includeSubDomains' : undefined;

const database = process.env.DATABASE_URL ? watchDatabase(process.env.DATABASE_URL) : undefined;

const app = next({ dev: false, dir: root, port });
await app.prepare();
const handle = app.getRequestHandler();
// The build folder as next.config.ts names it.
const compressed = brotliStatic(path.join(root, process.env.NEXT_DIST_DIR || '.next'));

/**
 * A client error answered here, before Next, which would answer it with a 500 (or, for a body of any size, run out
 * of memory first). `json` is the answer to a JSON request, in the shape of better-auth's refusals.
 */
function refuse(response, status, json) {
  response.writeHead(status, {
    'content-type': json ? 'application/json' : 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  response.end(json ? JSON.stringify(json) : http.STATUS_CODES[status]);
}

/** A request that failed while its body was read (the client went away, a broken chunk) is the client's fault. */
const failedRead = (response) => () => {
  if (response.headersSent) response.destroy();
  else refuse(response, 400);
};

/** The database is out of reach: a translated page that retries by itself, not a failed render per request. */
function unavailable(request, response) {
  request.resume();
  response.writeHead(503, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'retry-after': String(RETRY_SECONDS),
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    'x-content-type-options': 'nosniff',
  });
  response.end(request.method === 'HEAD' ? undefined : unavailablePage(request.url));
}

/** A server action call goes on to Next only from the store's own origin and with a body Next can decode. */
async function handleActionCall(request, response) {
  const refusal = refusalByHeaders(request.headers, origin);
  if (refusal) return refuse(response, refusal);
  const read = await readBody(request);
  if (!read) return refuse(response, 413);
  const body = readablePartHeaders(read, request.headers['content-type']);
  if (!body || !(await isReadableActionBody(body, request.headers['content-type'])))
    return refuse(response, 400);
  return handle(withBody(request, body), response);
}

/**
 * Any other request with a body (a route handler's: better-auth, Stripe's webhook) is read here up to the routes'
 * limit, whatever its transfer encoding: Next reads a chunked body whole into memory, however long it is. JSON
 * nested deeper than any form sends is refused before a recursive check overflows the stack.
 */
async function handleRouteBody(request, response) {
  const type = request.headers['content-type'];
  const read = await readBody(request, ROUTE_BODY_LIMIT);
  if (!read) return refuse(response, 413);
  const body = readablePartHeaders(read, type);
  if (!body || nestsTooDeep(body, type))
    return refuse(response, 400, { code: 'VALIDATION_ERROR', message: 'validation.invalid' });
  return handle(withBody(request, body), response);
}

const server = http.createServer((request, response) => {
  if (Number(request.headers['content-length'] ?? 0) > bodyLimit(request)) {
    // Announced past the limit: read and drop the body, so the client can finish sending and then read the answer.
    request.resume();
    request.on('end', () => refuse(response, 413));
    return;
  }
  if (hsts) response.setHeader('Strict-Transport-Security', hsts);
  request.headers[CLIENT_IP_HEADER] = clientAddress(request, proxyHeader);
  dropForwardedHeaders(request.headers, Boolean(proxyHeader));
  if (isUnservablePath(request.url)) return refuse(response, 400);
  if (compressed.serve(request, response)) return;
  if (database && !database.isUp() && !isServedWithoutDatabase(request.url))
    return unavailable(request, response);
  if (isActionCall(request)) {
    handleActionCall(request, response).catch(failedRead(response));
    return;
  }
  // A listing with filters is served from the page cache through its filter route (listing-path.mjs).
  const listing =
    request.method === 'GET' || request.method === 'HEAD' ? cachedListingUrl(request.url) : null;
  if (listing) request.url = listing;
  if (hasBody(request.headers)) {
    handleRouteBody(request, response).catch(failedRead(response));
    return;
  }
  handle(request, response);
});
server.on('error', (error) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `Port ${port} is already in use by another program. Stop it, or choose another port: PORT=3001 npm start.`
      : `The web server stopped: ${error.message}`,
  );
  process.exit(1);
});
server.listen(port, () => console.log(`Listening on http://localhost:${port}`));
// Scripts get their compile hint at once (before the first request); until a file's Brotli copy is made (the first
// start of a build: a few seconds of one core), Next serves it gzipped.
compressed.prepare().catch((error) => {
  console.warn(`Scripts stay as built (gzipped, some without their compile hint): ${error.message}`);
});

// SIGTERM (a supervisor, a rolling deploy) drains the store instead of cutting it off: /api/health answers 503 at
// once (a balancer stops sending here), no new connection is taken, the requests under way finish, the job queue
// stops (src/workers.ts adds its stop to `waits`), then the database connections close (`closers`: the app's pool,
// the shared page cache's) and the process exits. 20 seconds end it anyway.
const drain = { draining: false, waits: [], closers: [] };
globalThis[Symbol.for('wishah.drain')] = drain;
function shutdown() {
  if (drain.draining) return;
  drain.draining = true;
  console.log('Draining: finishing the requests under way, then stopping');
  setTimeout(() => process.exit(1), 20_000).unref();
  // Keep-alive connections are closed as soon as they are idle; busy ones once their answer is sent.
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  const closed = new Promise((resolve) => server.close(resolve));
  Promise.allSettled([closed, ...drain.waits])
    .then(() => Promise.allSettled(drain.closers.map((close) => close())))
    .then(() => {
      clearInterval(idle);
      console.log('Drained: requests answered, jobs stopped, database connections closed');
      process.exit(0);
    });
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
// Started by `npm start` (scripts/start.ts), which holds a channel to us: if it dies without a word (SIGKILL), so
// does its database's watchdog's pipe, and a server left holding the port would keep the next start from serving.
if (process.channel) process.on('disconnect', shutdown);
