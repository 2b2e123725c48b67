// The store's production HTTP server: Next.js behind a thin layer that records who is connecting. Next itself
// keeps any `X-Forwarded-For` a client sends, so rate limits keyed on it could be dodged by making one up; here
// the address comes from the connection, or from the header a proxy in front sets (TRUSTED_PROXY_IP_HEADER).
import http from 'node:http';
import path from 'node:path';
import next from 'next';
import { clientAddress } from './client-address.mjs';

const CLIENT_IP_HEADER = 'x-wishah-client-ip'; // src/lib/client-ip.ts
const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT || 3000);
const proxyHeader = process.env.TRUSTED_PROXY_IP_HEADER?.toLowerCase();

const app = next({ dev: false, dir: root, port });
await app.prepare();
const handle = app.getRequestHandler();

http
  .createServer((request, response) => {
    request.headers[CLIENT_IP_HEADER] = clientAddress(request, proxyHeader);
    handle(request, response);
  })
  .listen(port, () => console.log(`Listening on http://localhost:${port}`));
