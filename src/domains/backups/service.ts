import 'server-only';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { writeBackup } from '@/db/backup';
import { backupName, type Manifest } from '@/db/backup-format';
import { getDb, getPool } from '@/db/client';
import { recordAudit } from '@/domains/audit/record';
import { DomainError } from '@/lib/domain-error';
import { env, requireDatabaseUrl } from '@/lib/env';
import { backupStorage, storage } from '@/lib/storage';
import { listBackups } from './queries';

// Any constant of its own: one backup at a time, whichever instance or script takes it.
const BACKUP_LOCK = 727_274_018;

export type TakenBackup = { name: string; size: number; manifest: Manifest };

/**
 * The secret the launcher generated into DATA_DIR (`auth-secret`) when no BETTER_AUTH_SECRET was set: it signs
 * sessions and guests' order links, so it moves with the shop. A secret the operator set is theirs to carry.
 */
async function generatedSecret(): Promise<string | null> {
  const secret = (await fs.readFile(path.join(env.DATA_DIR, 'auth-secret'), 'utf8').catch(() => '')).trim();
  return secret && (!env.BETTER_AUTH_SECRET || env.BETTER_AUTH_SECRET === secret) ? secret : null;
}

/** Removes all but the newest BACKUP_KEEP backups. */
async function prune(): Promise<void> {
  for (const old of (await listBackups()).slice(env.BACKUP_KEEP)) await backupStorage.remove(old.name);
}

async function backUp(): Promise<TakenBackup> {
  // The archive is written beside the kept backups (on a bucket's store, it waits there until uploaded).
  const workDir = path.join(env.DATA_DIR, 'backups');
  await fs.mkdir(workDir, { recursive: true });
  const partial = path.join(workDir, `.wishah-${randomBytes(6).toString('hex')}.tar.gz.partial`);
  try {
    const manifest = await writeBackup(
      { databaseUrl: requireDatabaseUrl(), uploads: storage, authSecret: await generatedSecret(), workDir },
      createWriteStream(partial),
    );
    const { size } = await fs.stat(partial);
    const name = backupName(new Date(manifest.takenAt));
    await backupStorage.moveIn(name, partial);
    await prune();
    return { name, size, manifest };
  } finally {
    await fs.rm(partial, { force: true });
  }
}

/**
 * Takes a backup of the whole shop (docs/decisions/0018-backups.md) into DATA_DIR/backups, or the bucket's
 * `backups/`, and keeps the newest BACKUP_KEEP. One at a time: while another runs this refuses with
 * `adminSettings.backups.busy`.
 */
export async function takeBackup(): Promise<TakenBackup> {
  const client = await getPool().connect();
  try {
    const { rows } = await client.query<{ got: boolean }>('select pg_try_advisory_lock($1) as got', [
      BACKUP_LOCK,
    ]);
    if (!rows[0]?.got) throw new DomainError('adminSettings.backups.busy');
    try {
      const taken = await backUp();
      await recordAudit(getDb(), {
        action: 'backup.take',
        entityType: 'backup',
        entityId: taken.name,
        after: { name: taken.name, size: taken.size },
      });
      return taken;
    } finally {
      await client.query('select pg_advisory_unlock($1)', [BACKUP_LOCK]).catch(() => {});
    }
  } finally {
    client.release();
  }
}
