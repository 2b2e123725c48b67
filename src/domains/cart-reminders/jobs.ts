import 'server-only';
import { defineJob, getJobs } from '@/lib/jobs';
import { logger } from '@/lib/logger';
import { sendDueReminders } from './service';

/** Sends the cart reminders due now (see `sendDueReminders`); safe side by side and to repeat. */
export const cartRemindersJob = defineJob<Record<string, never>>('cart-reminders', async () => {
  const sent = await sendDueReminders();
  if (sent) logger.info({ sent }, 'cart reminders queued');
});

/** Every five minutes, once whichever instances are up (set at each server start); off: each run sends nothing. */
export const scheduleCartReminders = () => getJobs().schedule(cartRemindersJob, '*/5 * * * *', 'UTC', {});
