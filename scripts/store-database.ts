// The store's database for a maintenance script (`npm run backup`, `npm run restore`), found as `npm start` finds
// it: DATABASE_URL when set; else the embedded PostgreSQL in DATA_DIR/postgres, the running store's (whose address
// `npm start` writes to DATA_DIR/database-url) or, when no store runs, one started for the script and stopped after.
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { BackupError } from '../src/db/backup-format';
import { StartupError } from '../src/lib/startup-error';

const root = path.resolve(import.meta.dirname, '..');

export type StoreDatabase = {
  url: string;
  dataDir: string;
  /** Stops the embedded server when the script started it. */
  stop(): Promise<void>;
};

/** The embedded server of a running store: DATA_DIR/database-url, when it answers and serves this data folder. */
async function runningEmbedded(dataDir: string): Promise<string | null> {
  let url: string;
  try {
    url = fs.readFileSync(path.join(dataDir, 'database-url'), 'utf8').trim();
  } catch {
    return null;
  }
  // The file outlives the store; the port it names may since serve another store's folder.
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ data_directory: string }>('show data_directory');
    const serving = rows[0]?.data_directory;
    return serving && fs.realpathSync(serving) === fs.realpathSync(path.join(dataDir, 'postgres'))
      ? url
      : null;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Opens the store's database and sets DATABASE_URL and DATA_DIR for the app's modules, which read them once, on
 * import: import those after this. A restore refuses a running store (it would keep writing into what is replaced);
 * a backup joins it, and needs a store to back up.
 */
export async function openStoreDatabase(purpose: 'backup' | 'restore'): Promise<StoreDatabase> {
  const env = process.env;
  const dataDir = path.resolve(env.DATA_DIR || path.join(root, 'data'));
  env.DATA_DIR = dataDir;
  const none = { dataDir, stop: async () => {} };
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, ...none };

  const asked = path.join(dataDir, 'postgres');
  const running = await runningEmbedded(dataDir);
  if (running && purpose === 'restore') {
    throw new StartupError(
      `The store is running on ${dataDir}: stop it first (Ctrl-C where npm start runs, or your service manager), ` +
        'then run npm run restore again. Nothing was changed.',
    );
  }
  if (running) {
    env.DATABASE_URL = running;
    return { url: running, ...none };
  }
  if (purpose === 'backup' && !fs.existsSync(path.join(asked, 'PG_VERSION'))) {
    throw new StartupError(
      `There is no store in ${dataDir} (no database in ${asked}), so there is nothing to back up. Set DATA_DIR to ` +
        "the store's folder, or DATABASE_URL to its database.",
    );
  }
  const { startEmbeddedPostgres } = await import('../src/db/embedded');
  const server = await startEmbeddedPostgres(asked, { database: 'wishah' });
  env.DATABASE_URL = server.url();
  return { url: server.url(), dataDir, stop: server.stop };
}

/** Runs a script's `main`, printing a refusal as its one sentence; either way the status says how it went. */
export function runScript(main: () => Promise<void>, failure: string): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      if (error instanceof StartupError || error instanceof BackupError) console.error(error.message);
      else {
        console.error(error);
        console.error(failure);
      }
      process.exit(1);
    },
  );
}
