// The build's scripts and styles in Brotli, served before Next, which only gzips: about 14% fewer bytes on every
// page's first load (home 158 → 137 KB), and without the page headers (policy, frame options) Next adds to every
// file. Each file is compressed once, at the highest quality, beside itself in the build folder, so the next start
// and other instances on the same build find it done (docs/decisions/0017-storefront-first-load.md).
//
// Each script also gets V8's compile hint first. Chrome compiles a script's functions lazily, on the main thread,
// the first time each is called: on a phone that was about 40% of a storefront page's blocked time (measured at 4×
// slowdown). `//# allFunctionsCalledOnLoad` (Chrome 136 and later; a plain comment elsewhere) has it compile them
// all while the file streams in, on a background thread.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotliCompress = promisify(zlib.brotliCompress);
const PREFIX = '/_next/static/';
const TYPES = { '.js': 'application/javascript; charset=UTF-8', '.css': 'text/css; charset=UTF-8' };
// Below a kilobyte the headers outweigh the saving; Next's gzip leaves such files alone too.
const MIN_BYTES = 1024;
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Puts the compile hint at the top of a script, once; a hinted file costs only a read of its first bytes. */
function hintCompile(file) {
  const head = Buffer.alloc(COMPILE_HINT.length);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, head, 0, head.length, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head.toString() === COMPILE_HINT) return;
  // Written aside and renamed, so neither Next nor a second instance ever serves a half-written file.
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, COMPILE_HINT + fs.readFileSync(file, 'utf8'));
  fs.renameSync(partial, file);
}

/** Whether an `Accept-Encoding` value accepts Brotli (named, and not with q=0). */
export function acceptsBrotli(acceptEncoding) {
  return String(acceptEncoding ?? '')
    .split(',')
    .some((entry) => {
      const [name, ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
      const q = params.find((param) => param.startsWith('q='));
      return name === 'br' && (q === undefined || Number(q.slice(2)) > 0);
    });
}

/** Brotli copies of the scripts and styles under `distDir`/static, and the server's side of them. */
export function brotliStatic(distDir) {
  const staticDir = path.join(distDir, 'static');
  /** URL path below /_next/static/ → its compressed file and size, once that file is written and current. */
  const ready = new Map();

  /**
   * Hints each script, before its first await (so before the server's first request when called right after
   * `listen`), then compresses, one file at a time (a core, not all), each script and style whose copy is missing
   * or older.
   */
  async function prepare() {
    if (!fs.existsSync(staticDir)) return 0;
    const files = [];
    for (const entry of fs.readdirSync(staticDir, { recursive: true })) {
      const relative = String(entry);
      if (!Object.hasOwn(TYPES, path.extname(relative))) continue;
      const source = path.join(staticDir, relative);
      if (!fs.statSync(source).isFile()) continue;
      if (path.extname(relative) === '.js') hintCompile(source);
      files.push({ relative, source });
    }
    let made = 0;
    for (const { relative, source } of files) {
      const stat = fs.statSync(source);
      if (stat.size < MIN_BYTES) continue;
      const target = `${source}.br`;
      const existing = fs.statSync(target, { throwIfNoEntry: false });
      if (!existing || existing.mtimeMs < stat.mtimeMs) {
        const body = await brotliCompress(fs.readFileSync(source), {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: stat.size,
          },
        });
        // Aside and renamed, as the hint is.
        const partial = `${target}.${process.pid}.partial`;
        fs.writeFileSync(partial, body);
        fs.renameSync(partial, target);
        made += 1;
      }
      ready.set(relative.split(path.sep).join('/'), {
        file: target,
        size: fs.statSync(target).size,
        type: TYPES[path.extname(relative)],
      });
    }
    return made;
  }

  /** Answers a GET or HEAD for a compressed file from a client that takes Brotli; false leaves it to Next. */
  function serve(request, response) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (!request.url?.startsWith(PREFIX)) return false;
    const found = ready.get(request.url.slice(PREFIX.length).split('?')[0]);
    if (!found || !acceptsBrotli(request.headers['accept-encoding'])) return false;
    response.writeHead(200, {
      'content-type': found.type,
      'content-encoding': 'br',
      'content-length': found.size,
      vary: 'Accept-Encoding',
      // The names carry the content's hash (as Next serves them).
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    if (request.method === 'HEAD') response.end();
    else
      fs.createReadStream(found.file)
        .on('error', () => response.destroy())
        .pipe(response);
    return true;
  }

  return { prepare, serve };
}
