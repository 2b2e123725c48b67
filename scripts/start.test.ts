// `npm start`'s failures, as an owner meets them: one plain sentence, a non-zero status, nothing left running.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { startEmbeddedPostgres } from '@/db/embedded';
import { StartupError } from '@/lib/startup-error';
import { withDatabase } from '../tests/setup/global-db';

// Each test starts the store's script (and some PostgreSQL) as a child process: seconds each, more on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

const root = path.resolve(import.meta.dirname, '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const folders: string[] = [];

afterAll(async () => {
  for (const folder of folders) await fs.rm(folder, { recursive: true, force: true });
});

async function tempFolder(parent = os.tmpdir()): Promise<string> {
  const folder = await fs.mkdtemp(path.join(parent, 'wishah-start-'));
  folders.push(folder);
  return folder;
}

/** Runs `npm start`'s script with `env` and returns what it printed and its exit status. */
function start(env: Record<string, string>, cwd = root): Promise<{ output: string; code: number | null }> {
  return new Promise((resolve) => {
    const { DATABASE_URL: _, ...inherited } = process.env;
    const child = spawn(tsx, ['--conditions=react-server', 'scripts/start.ts'], {
      cwd,
      env: { ...inherited, DATA_DIR: path.join(os.tmpdir(), 'wishah-start-unused'), ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ output: output.trim(), code });
    });
  });
}

const baseUrl = () => inject('databaseBaseUrl');

async function freePort(): Promise<string> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return String(port);
}

describe('npm start fails with one sentence and a non-zero status', () => {
  it('when the port is taken', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, resolve));
    const port = (taken.address() as net.AddressInfo).port;
    const { output, code } = await start({ PORT: String(port) });
    taken.close();
    expect(code).toBe(1);
    expect(output).toBe(
      `Port ${port} is already in use by another program. Stop it, or choose another port: PORT=3001 npm start.`,
    );
  });

  it('when a setting is not valid', async () => {
    const { output, code } = await start({
      PORT: await freePort(),
      DATABASE_URL: baseUrl(),
      SEED_DEMO: 'perhaps',
    });
    expect(code).toBe(1);
    expect(output).toMatch(/^These settings are not valid: SEED_DEMO \(.*\)\. Fix them in the environment/);
  });

  it('when DATABASE_URL is not a PostgreSQL URL', async () => {
    const { output, code } = await start({
      DATABASE_URL: 'mysql://shop@localhost/shop',
      PORT: await freePort(),
    });
    expect(code).toBe(1);
    expect(output).toMatch(/^DATABASE_URL must be a PostgreSQL URL/);
  });

  it('when nothing answers at DATABASE_URL', async () => {
    const { output, code } = await start({
      DATABASE_URL: 'postgres://u:p@127.0.0.1:1/shop',
      PORT: await freePort(),
    });
    expect(code).toBe(1);
    expect(output).toBe(
      'Wishah could not start: nothing answers at the database shop at 127.0.0.1:1: start PostgreSQL there, or fix DATABASE_URL.',
    );
  });

  it('when the password is wrong or the database does not exist', async () => {
    const wrong = new URL(baseUrl());
    wrong.password = 'not-the-password';
    const refused = await start({ DATABASE_URL: wrong.toString(), PORT: await freePort() });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/refused the user name or password in DATABASE_URL\.$/);

    const missing = await start({
      DATABASE_URL: withDatabase(baseUrl(), 'no_such_shop'),
      PORT: await freePort(),
    });
    expect(missing.code).toBe(1);
    expect(missing.output).toMatch(/the database no_such_shop at .* does not exist: create it/);
  });

  it('when a migration fails, saying so and leaving the database as it was', async () => {
    const name = `wishah_broken_${process.pid}`;
    const admin = new Client({ connectionString: baseUrl() });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const broken = new Client({ connectionString: withDatabase(baseUrl(), name) });
    await broken.connect();
    // A table the first migration creates, already there with another shape.
    await broken.query('create table users (something int)');
    const { output, code } = await start({
      DATABASE_URL: withDatabase(baseUrl(), name),
      PORT: await freePort(),
    });
    const tables = await broken.query(
      "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
    );
    await broken.end();
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
    expect(code).toBe(1);
    expect(output).toMatch(
      /^Wishah could not prepare the database wishah_broken_\d+ at .*Nothing was half-applied/,
    );
    expect(tables.rows[0].n).toBe(1);
  });
});

describe('the embedded PostgreSQL', () => {
  it('names the process that already uses a data folder, instead of failing obscurely', async () => {
    const dir = path.join(await tempFolder(), 'postgres');
    const first = await startEmbeddedPostgres(dir);
    try {
      const second = startEmbeddedPostgres(dir);
      await expect(second).rejects.toBeInstanceOf(StartupError);
      await expect(second).rejects.toThrow(
        new RegExp(`^The database in ${dir} is already in use by process \\d+ .*choose another folder`),
      );
    } finally {
      await first.stop();
    }
    // Once the first has stopped, the folder is free again.
    const again = await startEmbeddedPostgres(dir);
    await again.stop();
  });

  /** A process holding an embedded server on `dir` as a store does; resolves with it once the server is up. */
  async function holder(dir: string) {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=react-server', 'tests/setup/embedded-holder.ts', dir],
      { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const line = await new Promise<string>((resolve, reject) => {
      child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString()));
      child.once('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
    });
    const killGroup = () => process.kill(-(child.pid as number), 'SIGKILL');
    return { url: (JSON.parse(line) as { url: string }).url, killGroup };
  }

  const postmaster = async (dir: string) =>
    Number((await fs.readFile(path.join(dir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const count = async (url: string) => {
    const client = new Client({ connectionString: url });
    await client.connect();
    await client.query('create table if not exists visits (at timestamptz default now())');
    await client.query('insert into visits default values');
    const { rows } = await client.query('select count(*)::int as n from visits');
    await client.end();
    return rows[0].n as number;
  };

  it('stops by itself within seconds when the store holding it is killed with SIGKILL', async () => {
    const dir = path.join(await tempFolder(), 'postgres');
    const store = await holder(dir);
    expect(await count(store.url)).toBe(1);
    const server = await postmaster(dir);
    store.killGroup(); // the store's whole process group, as the out-of-memory killer or a hard stop does
    await vi.waitFor(() => expect(alive(server)).toBe(false), { timeout: 20_000, interval: 200 });
    // Shut down cleanly, not crashed: the lock file is gone and the data are all there at the next start.
    expect(await fs.stat(path.join(dir, 'postmaster.pid')).catch(() => null)).toBeNull();
    const next = await startEmbeddedPostgres(dir);
    expect(await count(next.url())).toBe(2);
    await next.stop();
  });

  it('stops a server a dead store left running on its folder, says so, and starts as usual', async () => {
    const dir = path.join(await tempFolder(), 'postgres');
    const store = await holder(dir);
    expect(await count(store.url)).toBe(1);
    const server = await postmaster(dir);
    // Its watchdog is killed too (as a kill of every process would): the server is left with no store.
    const watchdog = Number(
      (await fs.readFile(`/proc/${server}/stat`, 'utf8')).split(') ')[1]?.split(' ')[1],
    );
    process.kill(watchdog, 'SIGKILL');
    store.killGroup();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(alive(server)).toBe(true);

    const said: string[] = [];
    const next = await startEmbeddedPostgres(dir, { log: (line) => said.push(line) });
    expect(alive(server)).toBe(false);
    expect(said).toEqual([
      `Stopped the embedded PostgreSQL (process ${server}) left running on ${dir} with no store watching it; starting it as usual.`,
    ]);
    expect(await count(next.url())).toBe(2);
    await next.stop();
  });

  it('still refuses a folder whose store is alive in another process', async () => {
    const dir = path.join(await tempFolder(), 'postgres');
    const store = await holder(dir);
    try {
      await expect(startEmbeddedPostgres(dir)).rejects.toThrow(
        new RegExp(`^The database in ${dir} is already in use by process ${await postmaster(dir)} `),
      );
      expect(await count(store.url)).toBe(1); // and left alone
    } finally {
      store.killGroup();
    }
  });

  it('starts its server again on the same address when it stops under a running store', async () => {
    const dir = path.join(await tempFolder(), 'postgres');
    const said: string[] = [];
    const server = await startEmbeddedPostgres(dir, {
      database: 'wishah',
      keepRunning: true,
      log: (line) => said.push(line),
    });
    try {
      expect(await count(server.url())).toBe(1);
      const first = await postmaster(dir);
      process.kill(first, 'SIGINT'); // a fast shutdown, as an operator's pg_ctl stop or a crash would
      await vi.waitFor(() => expect(alive(first)).toBe(false), { timeout: 15_000, interval: 100 });
      const back = Date.now();
      await vi.waitFor(() => count(server.url()), { timeout: 15_000, interval: 200 });
      expect(Date.now() - back).toBeLessThan(15_000);
      expect(await count(server.url())).toBeGreaterThanOrEqual(2);
      expect(said[0]).toBe(
        `The embedded PostgreSQL on ${dir} stopped (exit code 0); starting it again in 0.5 s.`,
      );
      expect(said.at(-1)).toMatch(/^The embedded PostgreSQL is running again on port \d+\.$/);
    } finally {
      await server.stop();
    }
  });

  // PostgreSQL refuses to run as root, so as root it runs as `postgres`, who cannot enter /root (drwx------),
  // the usual home of a store installed on a fresh server. This is that install, in miniature.
  it.runIf(process.getuid?.() === 0)(
    'starts as root from a project inside a private folder, and again on the same data',
    async () => {
      const project = await tempFolder(os.homedir());
      await fs.chmod(project, 0o700);
      execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(project, 'node_modules')]);
      for (const file of [
        'src/db/embedded.ts',
        'src/db/postgres-watchdog.mjs',
        'src/lib/startup-error.ts',
        'tsconfig.json',
        'package.json',
      ]) {
        await fs.mkdir(path.dirname(path.join(project, file)), { recursive: true });
        await fs.copyFile(path.join(root, file), path.join(project, file));
      }
      await fs.writeFile(
        path.join(project, 'probe.ts'),
        `import pg from 'pg';
import { startEmbeddedPostgres } from './src/db/embedded';
const server = await startEmbeddedPostgres(process.argv[2], { database: 'wishah' });
const client = new pg.Client(server.url());
await client.connect();
await client.query('create table if not exists visits (at timestamptz default now())');
await client.query('insert into visits default values');
const { rows } = await client.query('select count(*)::int as n from visits');
await client.end();
await server.stop();
console.log(JSON.stringify({ visits: rows[0].n, dataDir: server.dataDir }));`,
      );
      const data = path.join(project, 'data', 'postgres');
      const probe = () =>
        JSON.parse(
          execFileSync(tsx, ['--conditions=react-server', 'probe.ts', data], {
            cwd: project,
            encoding: 'utf8',
          }),
        ) as { visits: number; dataDir: string };

      const first = probe();
      expect(first.visits).toBe(1);
      expect(first.dataDir).toMatch(/^\/var\/lib\/wishah\/clusters\//);
      // DATA_DIR still shows where the data is.
      expect(await fs.readlink(data)).toBe(first.dataDir);
      expect(probe()).toEqual({ visits: 2, dataDir: first.dataDir });
      await fs.rm(first.dataDir, { recursive: true, force: true });
    },
    120_000,
  );
});
