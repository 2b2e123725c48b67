import 'server-only';
import type { Readable } from 'node:stream';
import { takenAtOf } from '@/db/backup-format';
import { backupStorage } from '@/lib/storage';

export type Backup = { name: string; size: number; takenAt: Date };

/** The kept backups, newest first (files of other names in the folder are not ours and are left alone). */
export async function listBackups(): Promise<Backup[]> {
  const found: Backup[] = [];
  for await (const { key, size } of backupStorage.list()) {
    const takenAt = takenAtOf(key);
    if (takenAt) found.push({ name: key, size, takenAt });
  }
  return found.sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

/** A kept backup's bytes, by its name only (never a path), or null when there is no such backup. */
export async function openBackup(name: string): Promise<{ body: Readable; size: number } | null> {
  if (!takenAtOf(name)) return null;
  const found = (await listBackups()).find((b) => b.name === name);
  const body = found && (await backupStorage.open(name));
  return found && body ? { body, size: found.size } : null;
}
