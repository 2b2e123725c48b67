import 'server-only';
import { readOrderDisplay } from '@/domains/store-settings/queries';
import { defineJob, getJobs } from '@/lib/jobs';
import { logger } from '@/lib/logger';
import { takeBackup } from './service';

/** Every night at 03:00 in the store's time zone (its Settings), when a shop is quietest. */
export const NIGHTLY_BACKUP_HOUR = 3;
export const NIGHTLY_BACKUP_CRON = `0 ${NIGHTLY_BACKUP_HOUR} * * *`;

/**
 * The nightly backup. Tried again a few times over about an hour (the database restarting, a full disk freed); an
 * attempt may take a while on a large shop.
 */
export const nightlyBackupJob = defineJob<Record<string, never>>(
  'nightly-backup',
  async () => {
    const { name, size } = await takeBackup();
    logger.info({ name, size }, 'nightly backup taken');
  },
  { retryLimit: 4, retryDelay: 5 * 60, retryDelayMax: 30 * 60, expireInSeconds: 2 * 60 * 60 },
);

/**
 * Schedules the nightly backup in `timeZone` (by default the store's): at every server start, and when the owner
 * changes the time zone. pg-boss sends one job per night whichever instances are up.
 */
export async function scheduleNightlyBackup(timeZone?: string): Promise<void> {
  const zone = timeZone ?? (await readOrderDisplay()).timeZone;
  await getJobs().schedule(nightlyBackupJob, NIGHTLY_BACKUP_CRON, zone, {});
}
