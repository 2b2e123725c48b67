import 'server-only';
import { defineJob, enqueue, getJobs } from '@/lib/jobs';
import { logger } from '@/lib/logger';
import { getRealtime } from '@/lib/realtime';
import { mailRestockedAlerts } from './service';

/**
 * Mails the shoppers waiting for variants that have stock again. Safe to run at any time and side by side: each
 * request is claimed once (see `mailRestockedAlerts`).
 */
export const stockAlertsJob = defineJob<Record<string, never>>('stock-alerts', async () => {
  const mailed = await mailRestockedAlerts();
  if (mailed) logger.info({ mailed }, 'back-in-stock mail queued');
});

/** The realtime topic a restock is announced on (drizzle/0026's trigger on product_variants). */
export const RESTOCK_TOPIC = 'restock:any';

/**
 * Queues the back-in-stock run whenever the database announces a waited-for variant back in stock, in this
 * instance; each instance hears it, and the runs share the work without mailing anyone twice. A notice lost while
 * the listening connection was down is made up for on reconnection (realtime tells every topic then) and by the
 * sweep every ten minutes.
 */
export async function watchRestocks(): Promise<void> {
  getRealtime().subscribe(RESTOCK_TOPIC, () => {
    enqueue(stockAlertsJob, {}).catch((error: unknown) =>
      logger.error({ err: error }, 'the back-in-stock mail could not be queued'),
    );
  });
  await getJobs().schedule(stockAlertsJob, '*/10 * * * *', 'UTC', {});
}
