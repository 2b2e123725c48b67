// `npm start`: a database (embedded PostgreSQL when DATABASE_URL is unset) → migrations, demo catalogue and
// first admin → a production build when the sources changed → `next start`. `--dev` runs `next dev` instead.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

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

export async function main(args: string[] = process.argv.slice(2)): Promise<void> {
  const dev = args.includes('--dev');
  const env = process.env;
  const dataDir = path.resolve(env.DATA_DIR || path.join(root, 'data'));
  const port = env.PORT || '3000';
  const distDir = env.NEXT_DIST_DIR || '.next';
  env.DATA_DIR = dataDir;
  env.PORT = port;
  env.APP_URL ||= `http://localhost:${port}`;
  env.BETTER_AUTH_SECRET ||= authSecret(dataDir);

  let stopDatabase: (() => Promise<void>) | undefined;
  if (!env.DATABASE_URL) {
    const { startEmbeddedPostgres } = await import('../src/db/embedded');
    const server = await startEmbeddedPostgres(path.join(dataDir, 'postgres'), { database: 'wishah' });
    env.DATABASE_URL = server.url();
    stopDatabase = server.stop;
    console.log(`Embedded PostgreSQL running, data in ${path.join(dataDir, 'postgres')}`);
  }

  const { bootstrapDatabase } = await import('../src/db/bootstrap');
  await bootstrapDatabase((line) => console.log(line));
  // The bootstrap's pool is not needed any more; the server opens its own.
  const { getPool } = await import('../src/db/client');
  await getPool().end();

  if (!dev && needsBuild(distDir)) {
    console.log('Building the store (first start or changed sources)…');
    const build = spawnSync(nextBin, ['build'], {
      stdio: 'inherit',
      env: { ...env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) {
      await stopDatabase?.();
      process.exit(build.status ?? 1);
    }
  }

  // Production runs our server (client addresses for rate limits); development runs `next dev`.
  const command = dev
    ? [nextBin, 'dev', '-p', port]
    : [process.execPath, path.join(root, 'scripts', 'server.mjs')];
  const child: ChildProcess = spawn(command[0] as string, command.slice(1), {
    stdio: 'inherit',
    env: { ...env, NODE_ENV: dev ? 'development' : 'production' },
  });
  console.log(`Wishah is starting at ${env.APP_URL}`);

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    child.kill('SIGTERM');
    await stopDatabase?.().catch(() => {});
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  child.on('exit', (code) => void stop(code ?? 0));
}

if (import.meta.filename === process.argv[1] || process.argv[1]?.endsWith('scripts/start.ts')) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
