// What the store's HTTP server (scripts/server.mjs) checks before Next sees a request. Next answers these with a
// 500 and an error in the log, though the client is at fault: a path whose %-escapes are not UTF-8 or that it cannot
// cache a page under, and a server action call whose body its decoder cannot read. And Next checks a server action's Origin against the Host (or a
// client-sent X-Forwarded-Host) by host name only, so `https://host` passes on an `http://host` store.
import http from 'node:http';

/** The largest server action body (next.config.ts): image uploads of up to 5 MB, with room for the form around them. */
export const ACTION_BODY_LIMIT = 8 * 1024 * 1024;
/**
 * The largest body a route handler takes. Only better-auth's endpoints (JSON of a few fields, or a provider's form
 * post) and Stripe's webhook (an event: a few KB) take one; uploads go through server actions.
 */
export const ROUTE_BODY_LIMIT = 1024 * 1024;

/** The origin (scheme, host and port) the store serves, from APP_URL: the only one its server actions answer. */
export function storeOrigin(env) {
  return new URL(env.APP_URL || `http://localhost:${env.PORT || 3000}`).origin;
}

/**
 * Removes the X-Forwarded-Host/-Proto/-Port a client sent: without a proxy in front (TRUSTED_PROXY_IP_HEADER), they
 * are the client's own word, and Next would take them as the store's host and scheme.
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {boolean} fromProxy
 */
export function dropForwardedHeaders(headers, fromProxy) {
  if (fromProxy) return;
  delete headers['x-forwarded-host'];
  delete headers['x-forwarded-proto'];
  delete headers['x-forwarded-port'];
}

// The longest segment a store URL needs: a slug of 120 characters, two bytes each in Arabic. Next caches pages in
// files named after their path, and a file name stops at 255 bytes (nor may it hold a NUL).
const MAX_SEGMENT_BYTES = 240;

/**
 * True when no page can be at this path, and Next would fail on it with a 500: a %-escape that does not decode to
 * UTF-8 (`%FF`, `%C3%28`, `%zz`), a NUL, or a segment longer than any the store makes.
 */
export function isUnservablePath(url = '/') {
  const end = url.indexOf('?');
  let path = end === -1 ? url : url.slice(0, end);
  if (path.includes('%')) {
    try {
      path = decodeURIComponent(path);
    } catch {
      return true;
    }
  }
  return (
    path.includes('\u0000') ||
    (path.length > MAX_SEGMENT_BYTES / 2 &&
      path.split('/').some((s) => Buffer.byteLength(s) > MAX_SEGMENT_BYTES))
  );
}

/**
 * Whether Next would take the request as a server action call: every POST outside `/api/` (pages take no other
 * POST; route handlers answer their own methods).
 * @param {import('node:http').IncomingMessage} request
 */
export function isActionCall(request) {
  return request.method === 'POST' && !request.url?.startsWith('/api/');
}

/**
 * The largest body `request` may carry: a server action call's, or a route handler's.
 * @param {import('node:http').IncomingMessage} request
 */
export function bodyLimit(request) {
  return isActionCall(request) ? ACTION_BODY_LIMIT : ROUTE_BODY_LIMIT;
}

/**
 * Whether the request has a body: a length above 0, or chunks (then only reading it tells how long it is).
 * @param {import('node:http').IncomingHttpHeaders} headers
 */
export function hasBody(headers) {
  return headers['transfer-encoding'] !== undefined || Number(headers['content-length']) > 0;
}

/**
 * The status refusing a server action call by its headers, or 0: from another origin (scheme included) 403; without
 * a Next-Action header (the store has no form posts without JavaScript) 400; announced over the size limit 413.
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {string} origin the store's origin
 */
export function refusalByHeaders(headers, origin) {
  if (headers.origin !== origin) return 403;
  if (typeof headers['next-action'] !== 'string') return 400;
  if (Number(headers['content-length']) > ACTION_BODY_LIMIT) return 413;
  return 0;
}

/**
 * The request body, or null as soon as it grows past `limit` bytes, whatever its transfer encoding: what comes after
 * is dropped unread. Answered then, the client reads the refusal; Node stops reading the connection and closes it
 * once idle (closing it at once could cut the client off before it reads the refusal).
 * @param {import('node:http').IncomingMessage} request
 */
export function readBody(request, limit = ACTION_BODY_LIMIT) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    const collect = (chunk) => {
      size += chunk.length;
      if (size <= limit) return chunks.push(chunk);
      request.off('data', collect);
      resolve(null);
    };
    request.on('data', collect);
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

// The deepest nesting of arrays and objects a body may have: far beyond what the store's forms send.
const MAX_DEPTH = 64;
// The media types better-auth reads as JSON (better-call's getBody), `application/json` and `application/*+json`.
const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json/i;

/**
 * Whether `body`, sent as JSON, nests arrays and objects deeper than `max`. Counted over the bytes, strings skipped,
 * without parsing: what reads the parsed value recursively (a NUL check, a schema) overflows the stack on a body
 * nested thousands deep, a 500. UTF-8 repeats no ASCII byte inside a character, so bytes are safe to scan.
 * @param {Buffer} body
 * @param {string | undefined} contentType
 */
export function nestsTooDeep(body, contentType = '', max = MAX_DEPTH) {
  if (!JSON_TYPE.test(contentType)) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const byte = body[i];
    if (inString) {
      // A backslash escapes the next byte, `\"` included.
      if (byte === 0x5c) i++;
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x5b || byte === 0x7b) {
      if (++depth > max) return true;
    } else if (byte === 0x5d || byte === 0x7d) depth--;
  }
  return false;
}

// Control characters but tab: Next's multipart decoder (busboy) refuses a part whose headers hold one, failing the
// whole call with a 500. Browsers send a file's name as it is, so a name with a NUL reaches it that way.
// biome-ignore lint/suspicious/noControlCharactersInRegex: they are what it finds
const HEADER_CONTROL = /[\x00-\x08\x0a-\x1f\x7f]/g;
// busboy fails on a part's headers past 16 KB too; no form sends a file name near half of that.
const MAX_PART_HEADERS = 8 * 1024;

/**
 * `body` as Next's decoder can read it: when it is a multipart form, the control characters removed from the headers
 * of its parts (a file's name, or a field's, is nobody's content, so a name with a NUL is uploaded under the rest of
 * it); null when a part's headers are longer than any form sends. Other bodies are returned as they are.
 * @param {Buffer} body
 * @param {string | undefined} contentType
 * @returns {Buffer | null}
 */
export function readablePartHeaders(body, contentType = '') {
  const boundary = /^multipart\/form-data;.*\bboundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType);
  if (!boundary) return body;
  const delimiter = `--${boundary[1] ?? boundary[2]}`;
  const pieces = [];
  let copied = 0;
  // The first delimiter may start the body; the others follow a line break (the end of the part before).
  let at = body.indexOf(delimiter);
  while (at !== -1) {
    const start = at + delimiter.length;
    const end = body.indexOf('\r\n\r\n', start);
    if (end === -1) break; // the closing delimiter, or a truncated form, which the guard's parse refuses
    if (end - start > MAX_PART_HEADERS) return null;
    const headers = body.toString('latin1', start, end);
    const clean = headers
      .split('\r\n')
      .map((line) => line.replace(HEADER_CONTROL, ''))
      .join('\r\n');
    if (clean !== headers) {
      pieces.push(body.subarray(copied, start), Buffer.from(clean, 'latin1'));
      copied = end;
    }
    const next = body.indexOf(`\r\n${delimiter}`, end);
    at = next === -1 ? -1 : next + 2;
  }
  if (pieces.length === 0) return body;
  pieces.push(body.subarray(copied));
  return Buffer.concat(pieces);
}

// Strings of React's reply format (what `encodeReply` writes for an action's arguments) that stand for a value on
// their own: an escaped `$`, undefined, ±Infinity, -0, NaN, a date, a big integer, a FormData argument.
const INLINE_VALUE = /^\$(?:\$|u|I|-|N|D|K[0-9a-f]+$|n-?\d{1,300}$)/;
// A second mention of an object already sent: the path to its first place in the arguments.
const PATH_REFERENCE = /^\$0((?::[^:]*)+)$/;
const MAX_ARGUMENTS = 1000; // Next refuses more (SERVER_ACTION_ARGS_LIMIT), with a 500

/** Whether `path` (`:variants:0`) leads to an object or array inside `root`. */
function pathExists(root, path) {
  let at = root;
  for (const key of path.slice(1).split(':')) {
    if (at === null || typeof at !== 'object' || !Object.hasOwn(at, key)) return false;
    at = at[key];
  }
  return at !== null && typeof at === 'object';
}

function readable(value, root, depth) {
  if (typeof value === 'string') {
    if (!value.startsWith('$') || INLINE_VALUE.test(value)) return true;
    const path = PATH_REFERENCE.exec(value)?.[1];
    return path !== undefined && pathExists(root, path);
  }
  if (value === null || typeof value !== 'object') return true;
  return depth < MAX_DEPTH && Object.values(value).every((v) => readable(v, root, depth + 1));
}

/** Whether `text` is an argument list in React's reply format that refers to nothing outside itself. */
export function isReadableArguments(text) {
  let root;
  try {
    root = JSON.parse(text);
  } catch {
    return false;
  }
  return Array.isArray(root) && root.length <= MAX_ARGUMENTS && readable(root, root, 0);
}

/**
 * Whether Next's decoder can read `body` as the arguments of a server action: the argument list alone (a text body),
 * or in a multipart form as field `0`, with the entries of FormData arguments (`_1_file`) beside it. Arguments
 * that React sends as parts of their own (Maps, Sets, Blobs, promises) are refused: no action of the store takes any.
 * @param {Buffer} body
 * @param {string | undefined} contentType
 */
export async function isReadableActionBody(body, contentType = '') {
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    return isReadableArguments(body.toString('utf8'));
  }
  let form;
  try {
    form = await new Request('http://store.invalid/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    }).formData();
  } catch {
    return false;
  }
  const root = form.get('0');
  return (
    typeof root === 'string' &&
    [...form.keys()].every((key) => key === '0' || /^_[0-9a-f]+_/.test(key)) &&
    isReadableArguments(root)
  );
}

/**
 * A copy of `request` that streams `body` (already read from the original, perhaps cleaned) to Next, with its length.
 * @param {import('node:http').IncomingMessage} request
 * @param {Buffer} body
 */
export function withBody(request, body) {
  const copy = new http.IncomingMessage(request.socket);
  copy.method = request.method;
  copy.url = request.url;
  copy.httpVersion = request.httpVersion;
  copy.httpVersionMajor = request.httpVersionMajor;
  copy.httpVersionMinor = request.httpVersionMinor;
  copy.headers = { ...request.headers, 'content-length': String(body.length) };
  delete copy.headers['transfer-encoding'];
  copy.rawHeaders = request.rawHeaders;
  // Received in full: otherwise, once Next has read it, the copy counts as aborted and closes the connection.
  copy.complete = true;
  copy.push(body);
  copy.push(null);
  return copy;
}
