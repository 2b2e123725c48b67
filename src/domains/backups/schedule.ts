import 'server-only';
import { readOrderDisplay } from '@/domains/store-settings/queries';
import { defineJob, enqueue, getJobs } from '@/lib/jobs';
import { logger } from '@/lib/logger';
import { takeBackup } from './service';

/** Every night at 03:00 in the store's time zone (its Settings), when a shop is quietest. */
export const NIGHTLY_BACKUP_HOUR = 3;
/** The hourly tick that finds whether it is that hour in the store's time zone now. */
export const BACKUP_TICK_CRON = '0 * * * *';

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

/** The hour (0–23) and the day it is at `at` in `timeZone`. */
function localClock(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { hour: Number(part('hour')), day: `${part('year')}-${part('month')}-${part('day')}` };
}

/**
 * Every hour, on the hour: when it is 03:00 in the store's time zone now, the night's backup is queued (once a
 * night, whichever instances tick). Reading the time zone at each tick follows the owner's change of it with no new
 * schedule (zones half an hour off UTC back up at 03:30).
 */
export const backupTickJob = defineJob<Record<string, never>>('backup-tick', async () => {
  const { timeZone } = await readOrderDisplay();
  const { hour, day } = localClock(new Date(), timeZone);
  if (hour !== NIGHTLY_BACKUP_HOUR) return;
  // One a night, however many instances tick in that hour.
  await enqueue(nightlyBackupJob, {}, { singletonKey: `night-of-${day}`, singletonSeconds: 60 * 60 });
});

/** Schedules the hourly tick at every server start; pg-boss sends one tick an hour whichever instances are up. */
export async function scheduleNightlyBackup(): Promise<void> {
  const jobs = getJobs();
  // Releases before the tick scheduled the backup itself in the store's time zone.
  await jobs.unschedule(nightlyBackupJob);
  await jobs.schedule(backupTickJob, BACKUP_TICK_CRON, 'UTC', {});
}
