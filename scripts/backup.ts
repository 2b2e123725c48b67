// `npm run backup`: one file with the whole shop (its database and uploads) in DATA_DIR/backups, or under backups/
// in the bucket when S3_BUCKET is set; the newest BACKUP_KEEP are kept. Safe while the store runs: the database is
// read in one snapshot. docs/decisions/0018-backups.md.
import path from 'node:path';
import { openStoreDatabase, runScript } from './store-database';

async function main(): Promise<void> {
  const database = await openStoreDatabase('backup');
  const { getPool } = await import('../src/db/client');
  try {
    const { takeBackup } = await import('../src/domains/backups/service');
    const { BackupError, rowsOf, shopCounts } = await import('../src/db/backup-format');
    const { DomainError } = await import('../src/lib/domain-error');
    const { env } = await import('../src/lib/env');
    const { name, size, manifest } = await takeBackup().catch((error: unknown) => {
      if (!(error instanceof DomainError)) throw error;
      throw new BackupError(
        'Another backup is being taken right now; run npm run backup again once it is done.',
      );
    });
    const where = env.S3_BUCKET
      ? `s3://${env.S3_BUCKET}/backups/${name}`
      : path.join(database.dataDir, 'backups', name);
    console.log(
      `Backed up to ${where} (${size} bytes, migration ${manifest.migrations.at(-1)?.tag ?? '?'}):`,
    );
    console.log(
      `${shopCounts(rowsOf(manifest), manifest.files.count)}. The newest ${env.BACKUP_KEEP} are kept.`,
    );
  } finally {
    await getPool()
      .end()
      .catch(() => {});
    await database.stop();
  }
}

runScript(
  main,
  'The backup failed because of the error above; nothing was written. Fix its cause and run it again.',
);
