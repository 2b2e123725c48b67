// Starts the store for a benchmark (`npm run bench`, `npm run perf`) as `npm start` does: a production build in its
// own dist folder, its own data folder and port, and waits until it answers /api/health.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

export type StoreOptions = { port: number; dataDir: string; distDir: string };

/** The environment of a benchmark store: `npm start`'s, with its own folders and port and quiet logs. */
export function storeEnv({ port, dataDir, distDir }: StoreOptions): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    NEXT_DIST_DIR: distDir,
    APP_URL: `http://localhost:${port}`,
    LOG_LEVEL: 'warn',
  };
}

/** `base` is the store's APP_URL, so canonical links and the pages measured agree. */
export type RunningStore = { base: string; stop: () => Promise<void> };

/** Resolves once `port` answers /api/health, or throws when `exited()` or 20 minutes pass. */
async function healthy(port: number, exited: () => number | null): Promise<boolean> {
  const deadline = Date.now() + 20 * 60_000; // a first build on two cores takes minutes
  while (Date.now() < deadline) {
    if (exited() !== null) throw new Error(`the store exited with code ${exited()}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return true;
    await new Promise((r) => setTimeout(r, 1000));
  }
  return false;
}

/** Stops `child` with SIGTERM (the store drains) and resolves once it has exited. */
export function stopper(child: ChildProcess) {
  return async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
}

/**
 * Starts the store (building into `distDir` when sources changed) and resolves once it is healthy. `env` adds to
 * `npm start`'s environment.
 */
export async function startStore(
  options: StoreOptions,
  env: Record<string, string> = {},
): Promise<RunningStore> {
  const base = `http://localhost:${options.port}`;
  console.log(
    `Starting the store on port ${options.port} (builds into ${options.distDir} when sources changed)…`,
  );
  // `next build` adds its dist folder's type paths to tsconfig.json; a benchmark must leave the tree as it was.
  const tsconfigPath = path.join(root, 'tsconfig.json');
  const tsconfig = readFileSync(tsconfigPath, 'utf8');
  // Node itself with tsx's loader, not tsx's command: that one sends SIGKILL when the store does not answer a
  // relayed SIGTERM within 30 ms, which left the server and its database running after a benchmark.
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=react-server', 'scripts/start.ts'],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...storeEnv(options), ...env },
    },
  );
  child.on('exit', () => writeFileSync(tsconfigPath, tsconfig));
  const stop = stopper(child);
  process.on('SIGINT', () => {
    void stop().then(() => process.exit(130));
  });
  if (await healthy(options.port, () => child.exitCode)) {
    writeFileSync(tsconfigPath, tsconfig);
    return { base, stop };
  }
  await stop();
  throw new Error('the store did not become healthy in time');
}

/**
 * A second instance of a running store, as on another machine: the same build and database (the embedded one's
 * address is in its data folder), its own process and `port`.
 */
export async function startSecondInstance(options: StoreOptions, port: number): Promise<RunningStore> {
  const read = (name: string) => readFileSync(path.join(options.dataDir, name), 'utf8').trim();
  const child: ChildProcess = spawn(process.execPath, ['scripts/server.mjs'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...storeEnv({ ...options, port }),
      NODE_ENV: 'production',
      DATABASE_URL: read('database-url'),
      BETTER_AUTH_SECRET: read('auth-secret'),
    },
  });
  const stop = stopper(child);
  if (await healthy(port, () => child.exitCode)) return { base: `http://localhost:${port}`, stop };
  await stop();
  throw new Error('the second instance did not become healthy in time');
}

/** The id of server action `name` in the build in `distDir`, as a browser sends it (`Next-Action`). */
export function serverActionId(distDir: string, name: string): string {
  const manifest = JSON.parse(
    readFileSync(path.join(root, distDir, 'server', 'server-reference-manifest.json'), 'utf8'),
  ) as { node: Record<string, { exportedName?: string }> };
  const id = Object.entries(manifest.node).find(([, action]) => action.exportedName === name)?.[0];
  if (!id) throw new Error(`no server action ${name} in ${distDir}`);
  return id;
}
