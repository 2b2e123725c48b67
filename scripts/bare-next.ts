// The benchmark's reference: the smallest static Next.js app (a root layout and one page), built with
// the store's own Next and React and served by `next start`, measured in the same run as the store's
// cached pages. What the store adds on a cache hit (its server, the proxy, the page's size) is the gap.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, stopper } from './store-process';

// Outside the store's tree, which Next would search for a config and instrumentation; the store's packages are
// reached through a link, which Turbopack refuses (so this page is built with webpack: what it serves is the same).
const dir = path.join(os.tmpdir(), 'wishah-bare-next');
const next = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const version = (
  JSON.parse(fs.readFileSync(path.join(root, 'node_modules', 'next', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

const FILES: Record<string, string> = {
  'app/layout.js': `export const metadata = { title: 'Bare' };
export default function RootLayout({ children }) {
  return (<html lang="en"><body>{children}</body></html>);
}
`,
  'app/page.js': `export default function Page() {
  return (<main><h1>Hello</h1><p>A bare Next.js page.</p></main>);
}
`,
  'next.config.mjs': 'export default {};\n',
  'package.json': '{ "private": true }\n',
};

/** Builds the bare app once per Next version. */
function build() {
  const stamp = path.join(dir, '.next', 'built-with');
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === version) return;
  fs.rmSync(dir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  console.log(`Building the bare Next.js ${version} reference page…`);
  const run = spawnSync(process.execPath, [next, 'build', '--webpack', dir], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  });
  if (run.status !== 0) throw new Error('the bare Next.js page did not build');
  fs.writeFileSync(stamp, version);
}

/** Builds (when needed) and serves the bare page on `port`; resolves once it answers. */
export async function startBareNext(port: number): Promise<{ origin: string; stop: () => Promise<void> }> {
  build();
  const child: ChildProcess = spawn(process.execPath, [next, 'start', dir, '-p', String(port)], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  });
  const stop = stopper(child);
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if (
      await fetch(`${origin}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error('the bare Next.js page did not start');
}
