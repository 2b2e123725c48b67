// `npm run backup` and `npm run restore FILE` end to end on embedded data folders, as an owner moving a shop: a
// stopped store is backed up (its embedded PostgreSQL started for it), the file restored into a fresh folder on
// "another machine", and that folder holds the same shop. A running store is backed up by joining its database, and
// a restore over it is refused.
import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeBackup } from '@/db/backup';
import { startEmbeddedPostgres } from '@/db/embedded';
import { restoreBackup } from '@/db/restore';
import { diskStorage, storage } from '@/lib/storage';
import { buildShop } from '../tests/factories/shop';
import { contents, files, query } from '../tests/setup/db-contents';

// Each step starts a script and an embedded PostgreSQL: seconds each, more on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

const root = path.resolve(import.meta.dirname, '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
let work = '';

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'wishah-backup-scripts-'));
  // As root, PostgreSQL runs as `postgres`, who must reach the data folders here (else they live elsewhere).
  await fs.chmod(work, 0o755);
});
afterAll(async () => {
  await fs.rm(work, { recursive: true, force: true });
});

/** Runs `npm run <script>`'s file as the owner would, on `dataDir`, with no DATABASE_URL or secret set. */
function run(script: 'backup' | 'restore', dataDir: string, args: string[] = []) {
  const { DATABASE_URL: _, BETTER_AUTH_SECRET: __, ...inherited } = process.env;
  return new Promise<{ output: string; code: number | null }>((resolve) => {
    const child = spawn(tsx, ['--conditions=react-server', `scripts/${script}.ts`, ...args], {
      cwd: root,
      env: { ...inherited, DATA_DIR: dataDir },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ output: output.trim(), code }));
  });
}

/** The embedded database of a data folder, while `read` runs. */
async function withStore<T>(dataDir: string, read: (url: string) => Promise<T>): Promise<T> {
  const server = await startEmbeddedPostgres(path.join(dataDir, 'postgres'), { database: 'wishah' });
  try {
    return await read(server.url());
  } finally {
    await server.stop();
  }
}

describe('moving a shop to another machine with npm run backup and npm run restore', () => {
  const first = () => path.join(work, 'first');
  let shop: Awaited<ReturnType<typeof buildShop>>;

  it('backs up a stopped store and restores the file into a fresh data folder: the same shop', async () => {
    // The first machine's store: this test's shop, put into an embedded data folder of its own, then stopped.
    shop = await buildShop();
    const seed = path.join(work, 'seed.tar.gz');
    await writeBackup(
      { databaseUrl: process.env.DATABASE_URL as string, uploads: storage, workDir: work },
      createWriteStream(seed),
    );
    await withStore(first(), (url) =>
      restoreBackup(createReadStream(seed), {
        databaseUrl: url,
        uploads: diskStorage(path.join(first(), 'uploads')),
      }),
    );
    await fs.writeFile(path.join(first(), 'auth-secret'), 'the-first-machines-secret');

    // The shop as it is backed up: the backup then writes itself into the audit log, after its file is complete.
    const original = await withStore(first(), contents);
    const backedUp = await run('backup', first());
    expect(backedUp.code, backedUp.output).toBe(0);
    const [name] = await fs.readdir(path.join(first(), 'backups'));
    expect(name).toMatch(/^wishah-\d{4}-\d\d-\d\dT\d{6}Z\.tar\.gz$/);
    expect(backedUp.output).toContain(`Backed up to ${path.join(first(), 'backups', name ?? '')}`);
    expect(backedUp.output).toContain('3 orders, 2 products, 1 review, 2 accounts');

    // The other machine: a fresh folder, the file copied over.
    const second = path.join(work, 'second');
    const copied = path.join(work, 'copied.tar.gz');
    await fs.copyFile(path.join(first(), 'backups', name ?? ''), copied);
    const restored = await run('restore', second, [copied]);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toMatch(/^Restored the backup taken at .* \(migration \d{4}_\w+, PostgreSQL/);
    expect(restored.output).toContain('3 orders, 2 products, 1 review, 2 accounts');

    expect(await withStore(second, contents)).toEqual(original);
    const logged = await withStore(first(), (url) =>
      query<{ action: string }>(url, 'select action from audit_entries order by id desc limit 1'),
    );
    expect(logged).toEqual([{ action: 'backup.take' }]);
    expect(original.rows['public.orders']).toHaveLength(3);
    expect(await files(path.join(second, 'uploads'))).toEqual(await files(path.join(first(), 'uploads')));
    expect((await files(path.join(second, 'uploads'))).size).toBeGreaterThan(0);
    // Sessions and guests' order links, signed with the first machine's secret, still hold.
    expect(await fs.readFile(path.join(second, 'auth-secret'), 'utf8')).toBe('the-first-machines-secret');
  });

  it('backs up a running store through its database, and refuses to restore over it', async () => {
    const server = await startEmbeddedPostgres(path.join(first(), 'postgres'), { database: 'wishah' });
    // As npm start leaves it for other processes to join.
    await fs.writeFile(path.join(first(), 'database-url'), server.url());
    try {
      const before = await contents(server.url());
      const [backup] = await fs.readdir(path.join(first(), 'backups'));
      const refused = await run('restore', first(), [path.join(first(), 'backups', backup ?? '')]);
      expect(refused.code).toBe(1);
      expect(refused.output).toBe(
        `The store is running on ${first()}: stop it first (Ctrl-C where npm start runs, or your service manager), ` +
          'then run npm run restore again. Nothing was changed.',
      );
      expect(await contents(server.url())).toEqual(before);

      const joined = await run('backup', first());
      expect(joined.code, joined.output).toBe(0);
      expect(joined.output).toContain('3 orders, 2 products, 1 review, 2 accounts');
    } finally {
      await server.stop();
    }
  });

  it('says so when there is nothing to back up or no such file, changing nothing', async () => {
    const empty = path.join(work, 'empty');
    const nothing = await run('backup', empty);
    expect(nothing.code).toBe(1);
    expect(nothing.output).toMatch(
      /^There is no store in .*empty \(no database in .*\), so there is nothing to back up/,
    );
    const missing = await run('restore', empty, ['no-such-backup.tar.gz']);
    expect(missing.code).toBe(1);
    expect(missing.output).toMatch(/^There is no file .*no-such-backup\.tar\.gz\. Nothing was changed\.$/);
    await expect(fs.access(path.join(empty, 'postgres'))).rejects.toThrow();
    expect(shop.orders.delivered.number).toBeGreaterThan(0);
  });
});
