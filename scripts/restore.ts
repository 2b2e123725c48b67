// `npm run restore FILE`: brings this DATA_DIR (or the database at DATABASE_URL, and the uploads) back to exactly
// the backup FILE made by `npm run backup`, on a fresh folder or over an existing store, which must be stopped. A
// backup from a newer release is refused; a refused or failed restore changes nothing. `npm start` then applies any
// newer migrations. FILE may also be the name of a kept backup. docs/decisions/0018-backups.md.
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { BackupError, takenAtOf } from '../src/db/backup-format';
import { openStoreDatabase, runScript } from './store-database';

async function main(): Promise<void> {
  const asked = process.argv[2];
  if (!asked) {
    throw new BackupError(
      'Name the backup to restore: npm run restore FILE (a .tar.gz made by npm run backup).',
    );
  }
  // npm runs scripts from the project's folder; a relative FILE is the user's, from where they typed it.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), asked);
  const local = fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
  if (!local && !takenAtOf(asked)) throw new BackupError(`There is no file ${file}. Nothing was changed.`);

  const database = await openStoreDatabase('restore');
  try {
    const { restoreBackup, describeRestore } = await import('../src/db/restore');
    const { storage } = await import('../src/lib/storage');
    let input: Readable | undefined = local ? fs.createReadStream(file) : undefined;
    if (!input) {
      const { openBackup } = await import('../src/domains/backups/queries');
      input = (await openBackup(asked))?.body;
    }
    if (!input) {
      throw new BackupError(
        `There is no file ${file}, nor a kept backup named ${asked}. Nothing was changed.`,
      );
    }
    const summary = await restoreBackup(input, {
      databaseUrl: database.url,
      uploads: storage,
      authSecretFile: path.join(database.dataDir, 'auth-secret'),
    });
    for (const line of describeRestore(summary)) console.log(line);
    console.log('Start the store with npm start; it applies any newer migrations.');
  } finally {
    await database.stop();
  }
}

runScript(main, 'The restore failed because of the error above.');
