import 'server-only';
import { getPool } from '@/db/client';
import { emailResetRequestJob, phoneResetRequestJob } from '@/domains/accounts/auth/server';
import { backupTickJob, nightlyBackupJob, scheduleNightlyBackup } from '@/domains/backups/schedule';
import { cartRemindersJob, scheduleCartReminders } from '@/domains/cart-reminders/jobs';
import { contactMailJob } from '@/domains/contact/mail/queue';
import {
  cardPaymentExpiryJob,
  scheduleStrandedCardSweep,
  strandedCardOrdersJob,
} from '@/domains/orders/card-payments';
import {
  codConfirmationExpiryJob,
  scheduleUnconfirmedSweep,
  unconfirmedOrdersSweepJob,
} from '@/domains/orders/cod-confirmation';
import { orderMailJob, ownerMailJob, ownerNoticeJob } from '@/domains/orders/mail/queue';
import { returnMailJob } from '@/domains/orders/returns/mail-queue';
import { stockAlertsJob, watchRestocks } from '@/domains/stock-alerts/jobs';
import { getJobs, type JobDefinition, stopJobs } from '@/lib/jobs';
import { logger } from '@/lib/logger';
import { mailJob } from '@/lib/mail';
import { smsJob } from '@/lib/sms';

/** Every kind of job the store runs. Each instance works them all. */
export const JOBS: JobDefinition<object>[] = [
  mailJob,
  smsJob,
  emailResetRequestJob,
  phoneResetRequestJob,
  orderMailJob,
  ownerMailJob,
  ownerNoticeJob,
  returnMailJob,
  contactMailJob,
  cardPaymentExpiryJob,
  strandedCardOrdersJob,
  codConfirmationExpiryJob,
  unconfirmedOrdersSweepJob,
  nightlyBackupJob,
  backupTickJob,
  stockAlertsJob,
  cartRemindersJob,
];

/** What the production server (scripts/server.mjs) waits for, then closes, before it exits on SIGTERM. */
type Drain = { waits: Promise<unknown>[]; closers: (() => Promise<unknown>)[] };

/**
 * Starts working the job queue in this server process (from `instrumentation.ts`), and stops it on SIGTERM or
 * SIGINT: running jobs get a few seconds to finish, the rest are retried by another instance or the next start.
 * Under the production server, which drains its requests first, the server exits once the queue has stopped; else
 * the signal is raised again, so the process ends the way it would have without us.
 */
export async function startWorkers(): Promise<void> {
  await getJobs().work(JOBS);
  // Each instance sets the same schedule (the store's time zone may have changed while it was down); pg-boss sends
  // one job a night whichever are up.
  await scheduleNightlyBackup().catch((error: unknown) =>
    logger.error({ err: error }, 'the nightly backup could not be scheduled'),
  );
  await scheduleStrandedCardSweep().catch((error: unknown) =>
    logger.error({ err: error }, 'the sweep of stranded card orders could not be scheduled'),
  );
  await scheduleUnconfirmedSweep().catch((error: unknown) =>
    logger.error({ err: error }, 'the sweep of unconfirmed cash-on-delivery orders could not be scheduled'),
  );
  await scheduleCartReminders().catch((error: unknown) =>
    logger.error({ err: error }, 'the cart reminders could not be scheduled'),
  );
  await watchRestocks().catch((error: unknown) =>
    logger.error({ err: error }, 'restocks could not be watched for the back-in-stock mail'),
  );
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      const stopped = stopJobs()
        .then(() => logger.info('stopped working the job queue'))
        .catch((error: unknown) => logger.error({ err: error }, 'the job queue did not stop cleanly'));
      const drain = (globalThis as { [key: symbol]: Drain | undefined })[Symbol.for('wishah.drain')];
      if (drain) {
        drain.waits.push(stopped);
        drain.closers.push(() => getPool().end());
      } else void stopped.finally(() => process.kill(process.pid, signal));
    });
  }
}
