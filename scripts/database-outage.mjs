// While the database cannot be reached, pages answer a short translated 503 that retries by itself, instead of
// each render failing on its own (scripts/server.mjs). Reachability is a TCP connection once a second, no query:
// the store is back within a second of the database.
import net from 'node:net';
import ar from '../messages/ar.json' with { type: 'json' };
import en from '../messages/en.json' with { type: 'json' };

/** Seconds a client waits before asking again (Retry-After, and the page's own refresh). */
export const RETRY_SECONDS = 5;

/**
 * Checks every `everyMs` whether `databaseUrl`'s host takes a connection. `isUp()` answers from the last check;
 * a URL without a TCP host (a Unix socket, or one `URL` cannot read) is taken as always up.
 */
export function watchDatabase(databaseUrl, { everyMs = 1_000, timeoutMs = 1_000 } = {}) {
  const url = URL.parse(databaseUrl);
  let up = true;
  if (!url?.hostname || url.searchParams.get('host')?.startsWith('/'))
    return { isUp: () => true, check: async () => true, stop() {} };
  const port = Number(url.port || 5432);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const check = () =>
    new Promise((resolve) => {
      const socket = net.connect({ host, port });
      const done = (reached) => {
        socket.destroy();
        up = reached;
        resolve(reached);
      };
      socket.setTimeout(timeoutMs, () => done(false));
      socket.once('connect', () => done(true));
      socket.once('error', () => done(false));
    });
  const timer = setInterval(check, everyMs);
  timer.unref();
  return { isUp: () => up, check, stop: () => clearInterval(timer) };
}

/** What answers without the database: built files, uploads (disk or bucket), liveness and readiness. */
export function isServedWithoutDatabase(url = '/') {
  return /^\/(_next\/|uploads\/|api\/(live|health)(\?|$)|icon\.svg|favicon\.ico)/.test(url);
}

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** The page in the language of the URL (`/ar…` Arabic, else English). */
export function unavailablePage(url = '/') {
  const locale = /^\/ar(\/|\?|$)/.test(url) ? 'ar' : 'en';
  const { unavailableTitle, unavailableText } = (locale === 'ar' ? ar : en).errors;
  return `<!doctype html>
<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${RETRY_SECONDS}">
<title>${escapeHtml(unavailableTitle)}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;color:#1f2933;background:#faf7f2}main{max-width:32rem;margin:20vh auto;padding:0 1.25rem;text-align:center}h1{font-size:1.5rem}p{line-height:1.6}</style>
</head>
<body><main><h1>${escapeHtml(unavailableTitle)}</h1><p>${escapeHtml(unavailableText)}</p></main></body>
</html>`;
}
