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

/** Starts the store (building into `distDir` when sources changed) and resolves once it is healthy. */
export async function startStore(options: StoreOptions): Promise<RunningStore> {
  const base = `http://localhost:${options.port}`;
  console.log(
    `Starting the store on port ${options.port} (builds into ${options.distDir} when sources changed)…`,
  );
  // `next build` adds its dist folder's type paths to tsconfig.json; a benchmark must leave the tree as it was.
  const tsconfigPath = path.join(root, 'tsconfig.json');
  const tsconfig = readFileSync(tsconfigPath, 'utf8');
  const child: ChildProcess = spawn(tsx, ['--conditions=react-server', 'scripts/start.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: storeEnv(options),
  });
  child.on('exit', () => writeFileSync(tsconfigPath, tsconfig));
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  process.on('SIGINT', () => {
    void stop().then(() => process.exit(130));
  });
  const deadline = Date.now() + 20 * 60_000; // a first build on two cores takes minutes
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the store exited with code ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${options.port}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) {
      writeFileSync(tsconfigPath, tsconfig);
      return { base, stop };
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  await stop();
  throw new Error('the store did not become healthy in time');
}
