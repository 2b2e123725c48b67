import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { env } from './env';
import { logger } from './logger';
import { outboxDir } from './mail';

export type SmsMessage = { to: string; text: string };

export type SentSms = { transport: 'webhook' } | { transport: 'outbox'; file: string };

/**
 * Sends one SMS: as JSON to `SMS_WEBHOOK_URL` (a provider's API or a relay) when set, otherwise as a `.txt` file
 * in `DATA_DIR/outbox` (its path is logged), so phone sign-up works on a fresh machine with no provider.
 */
export async function sendSms(message: SmsMessage): Promise<SentSms> {
  if (env.SMS_WEBHOOK_URL) {
    const response = await fetch(env.SMS_WEBHOOK_URL, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(env.SMS_WEBHOOK_TOKEN ? { authorization: `Bearer ${env.SMS_WEBHOOK_TOKEN}` } : {}),
      },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    logger.info({ to: message.to }, 'SMS sent through the provider');
    return { transport: 'webhook' };
  }
  const dir = outboxDir();
  await fs.mkdir(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(dir, `${stamp}-${randomBytes(4).toString('hex')}.sms.txt`);
  await fs.writeFile(file, `To: ${message.to}\n\n${message.text}\n`);
  logger.info({ to: message.to, file }, 'SMS written to the outbox');
  return { transport: 'outbox', file };
}
