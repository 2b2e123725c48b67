// `npm start`: a database (embedded PostgreSQL when DATABASE_URL is unset) → migrations, demo catalogue and
// first admin → a production build when the sources changed → `next start`. `--dev` runs `next dev` instead.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { StartupError } from '../src/lib/startup-error';
import { isSupported, OLDEST_NODE } from './with-node.mjs';

const root = path.resolve(import.meta.dirname, '..');
const nextBin = path.join(root, 'node_modules', '.bin', 'next');

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(target).map((name) => newestMtime(path.join(target, name))));
}

/** True when there is no build, or a source file is newer than it. */
export function needsBuild(distDir: string): boolean {
  const buildId = path.join(root, distDir, 'BUILD_ID');
  if (!fs.existsSync(buildId)) return true;
  const built = fs.statSync(buildId).mtimeMs;
  const sources = ['src', 'messages', 'public', 'next.config.ts', 'package-lock.json', 'postcss.config.cjs'];
  return sources.some((s) => newestMtime(path.join(root, s)) > built);
}

/** A stable secret for signing sessions, kept in DATA_DIR when none is configured. */
function authSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Run directly (not through `npm start`, which brings a supported Node itself), an old Node is named plainly. */
function requireSupportedNode(): void {
  if (isSupported()) return;
  throw new StartupError(
    `Wishah needs Node.js ${OLDEST_NODE.join('.')} or newer (24 LTS recommended); this is ${process.version}. ` +
      'Start it with npm start, which brings Node 24 from the npm registry by itself, or install Node 24.',
  );
}

/** Fails with a plain sentence when something already listens on the store's port. */
async function requireFreePort(port: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new StartupError(
              `Port ${port} is already in use by another program. Stop it, or choose another port: PORT=3001 npm start.`,
            )
          : error,
      ),
    );
    probe.listen(Number(port), () => probe.close(() => resolve()));
  });
}

/** A plain sentence for what the database driver reports while connecting or migrating. */
export function databaseFailure(error: unknown, url: string): StartupError {
  // Drizzle wraps the driver's error (whose message is the whole SQL text) around the one that says why.
  const e = ((error as { cause?: unknown }).cause ?? error) as { code?: string; message?: string };
  let where = 'the database';
  try {
    const u = new URL(url);
    where = `the database ${u.pathname.slice(1)} at ${u.hostname}:${u.port || 5432}`;
  } catch {}
  const reasons: Record<string, string> = {
    ECONNREFUSED: `nothing answers at ${where}: start PostgreSQL there, or fix DATABASE_URL`,
    ENOTFOUND: `the host of ${where} is unknown: fix DATABASE_URL`,
    ETIMEDOUT: `${where} did not answer in time: check the network and DATABASE_URL`,
    '28P01': `${where} refused the user name or password in DATABASE_URL`,
    '3D000': `${where} does not exist: create it (createdb) or fix DATABASE_URL`,
  };
  const reason =
    (e.code && reasons[e.code]) ?? (e.message?.includes('timeout') ? reasons.ETIMEDOUT : undefined);
  if (reason) return new StartupError(`Wishah could not start: ${reason}.`);
  return new StartupError(
    `Wishah could not prepare ${where} (migrations, demo data or the first admin): ${e.message ?? String(error)}. ` +
      'Nothing was half-applied; fix the cause and start again.',
  );
}

export async function main(args: string[] = process.argv.slice(2)): Promise<void> {
  requireSupportedNode();
  const dev = args.includes('--dev');
  const env = process.env;
  const dataDir = path.resolve(env.DATA_DIR || path.join(root, 'data'));
  const port = env.PORT || '3000';
  const distDir = env.NEXT_DIST_DIR || '.next';
  env.DATA_DIR = dataDir;
  env.PORT = port;
  env.APP_URL ||= `http://localhost:${port}`;
  if (!fs.existsSync(nextBin)) {
    throw new StartupError("The store's packages are not installed: run npm ci first, then npm start.");
  }
  if (env.DATABASE_URL && !/^postgres(ql)?:\/\//.test(env.DATABASE_URL)) {
    throw new StartupError(
      'DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/wishah (or unset it to use the embedded database).',
    );
  }
  await requireFreePort(port);
  env.BETTER_AUTH_SECRET ||= authSecret(dataDir);

  let stopDatabase: (() => Promise<void>) | undefined;
  if (!env.DATABASE_URL) {
    const { startEmbeddedPostgres } = await import('../src/db/embedded');
    const asked = path.join(dataDir, 'postgres');
    // Kept running: one that stops under the store is started again on the same port (README, "After a crash").
    const server = await startEmbeddedPostgres(asked, {
      database: 'wishah',
      keepRunning: true,
      log: (line) => console.log(line),
    });
    env.DATABASE_URL = server.url();
    stopDatabase = server.stop;
    const where = server.dataDir === asked ? asked : `${server.dataDir} (linked from ${asked})`;
    console.log(`Embedded PostgreSQL running, data in ${where}`);
    // Another instance on this machine joins it by this address (the tests' and the benchmark's second instance).
    fs.writeFileSync(path.join(dataDir, 'database-url'), env.DATABASE_URL, { mode: 0o600 });
  }
  try {
    const { bootstrapDatabase } = await import('./bootstrap');
    const { getPool } = await import('../src/db/client');
    await bootstrapDatabase((line) => console.log(line)).catch((error) => {
      throw databaseFailure(error, env.DATABASE_URL ?? '');
    });
    // The bootstrap's pool is not needed any more; the server opens its own.
    await getPool().end();

    if (!dev && needsBuild(distDir)) {
      console.log('Building the store (first start or changed sources)…');
      const build = spawnSync(nextBin, ['build'], {
        stdio: 'inherit',
        env: { ...env, NODE_ENV: 'production' },
      });
      if (build.status !== 0) {
        throw new StartupError(
          'The build failed (its messages are above). Run npm ci to restore the packages, then npm start again.',
        );
      }
    }
  } catch (error) {
    await stopDatabase?.().catch(() => {});
    throw error;
  }

  // Production runs our server (client addresses for rate limits); development runs `next dev`.
  const command = dev
    ? [nextBin, 'dev', '-p', port]
    : [process.execPath, path.join(root, 'scripts', 'server.mjs')];
  const child: ChildProcess = spawn(command[0] as string, command.slice(1), {
    // The channel closes when we die, however we die: the production server then drains and exits (server.mjs).
    stdio: dev ? 'inherit' : ['inherit', 'inherit', 'inherit', 'ipc'],
    env: { ...env, NODE_ENV: dev ? 'development' : 'production' },
  });
  console.log(`Wishah is starting at ${env.APP_URL}`);

  let stopping = false;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    // The server finishes its running jobs before it exits; the database must outlive it.
    child.kill('SIGTERM');
    const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(force);
    await stopDatabase?.().catch(() => {});
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  // A server that ends by itself (it could not listen, it crashed) is a failure for a supervisor to see.
  child.on('exit', (code, signal) => void stop(stopping ? 0 : code || (signal ? 1 : 0)));
}

if (import.meta.filename === process.argv[1] || process.argv[1]?.endsWith('scripts/start.ts')) {
  main().catch((error) => {
    if (error instanceof StartupError) console.error(error.message);
    else {
      console.error(error);
      console.error(
        'Wishah could not start because of the error above; fix its cause and run npm start again.',
      );
    }
    process.exit(1);
  });
}
