import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { env } from './env';
import { defineJob, enqueue } from './jobs';
import { logger } from './logger';
import { outboxDir } from './mail';

/** How a text message reaches the phone: a plain SMS, or WhatsApp through the same provider's webhook. */
export type SmsChannel = 'sms' | 'whatsapp';

/** One text message; without a `channel` it is an SMS. */
export type SmsMessage = { to: string; text: string; channel?: SmsChannel };

export type SentSms = { transport: 'webhook' } | { transport: 'outbox'; file: string };

/**
 * Delivers one SMS now: as JSON to `SMS_WEBHOOK_URL` (a provider's API or a relay) when set, otherwise as a `.txt` file
 * in `DATA_DIR/outbox` (its path is logged), so phone sign-up works on a fresh machine with no provider. One
 * transport for every channel: the JSON's (and the file's) `channel` tells the relay to send it as an SMS or on
 * WhatsApp.
 * Throws when the provider refuses or cannot be reached. Requests use `queueSms`; the queue's worker calls this.
 */
export async function sendSms(message: SmsMessage): Promise<SentSms> {
  const channel = message.channel ?? 'sms';
  if (env.SMS_WEBHOOK_URL) {
    const response = await fetch(env.SMS_WEBHOOK_URL, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(env.SMS_WEBHOOK_TOKEN ? { authorization: `Bearer ${env.SMS_WEBHOOK_TOKEN}` } : {}),
      },
      body: JSON.stringify({ ...message, channel }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    logger.info({ to: message.to, channel }, 'SMS sent through the provider');
    return { transport: 'webhook' };
  }
  const dir = outboxDir();
  await fs.mkdir(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(dir, `${stamp}-${randomBytes(4).toString('hex')}.sms.txt`);
  await fs.writeFile(file, `To: ${message.to}\nChannel: ${channel}\n\n${message.text}\n`);
  logger.info({ to: message.to, channel, file }, 'SMS written to the outbox');
  return { transport: 'outbox', file };
}

/** The job that delivers a queued SMS; a refusing or unreachable provider makes it retried with back-off. */
export const smsJob = defineJob<SmsMessage>('sms', async (message) => {
  await sendSms(message);
});

/** Queues one SMS for delivery by the job queue: the request neither waits for the provider nor fails with it. */
export function queueSms(message: SmsMessage): Promise<string> {
  return enqueue(smsJob, message);
}
