import 'server-only';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from './env';
import { defineJob, enqueue } from './jobs';
import { logger } from './logger';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where the recipient's reply goes (a shopper's message to the owner: to the shopper). */
  replyTo?: string;
  /**
   * Files sent with the message; one with a `cid` is shown inside the HTML as `<img src="cid:…">` (an inline
   * attachment: mail clients that block `data:` and remote images show it). Base64, so a queued message is JSON.
   */
  attachments?: MailAttachment[];
};

export type MailAttachment = { filename: string; contentType: string; base64: string; cid?: string };

export type SentMail = { transport: 'smtp'; messageId: string } | { transport: 'outbox'; file: string };

const outboxTransport = nodemailer.createTransport({
  streamTransport: true,
  buffer: true,
  newline: 'windows',
});
const smtpTransports = new Map<string, Transporter>();

function smtpTransport(url: string): Transporter {
  let transport = smtpTransports.get(url);
  if (!transport) {
    // A server that hangs fails the attempt well within the job's two minutes, so it is retried, not stuck.
    transport = nodemailer.createTransport({
      url,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
    smtpTransports.set(url, transport);
  }
  return transport;
}

/** The folder where mail is written when no SMTP server is configured. */
export function outboxDir(): string {
  return path.join(env.DATA_DIR, 'outbox');
}

/**
 * Delivers one e-mail now: over SMTP when `SMTP_URL` is set, otherwise as an RFC 822 `.eml` file in
 * `DATA_DIR/outbox` (its path is logged), so mail works on a fresh machine with no provider.
 * Throws when the server refuses or cannot be reached. Requests use `queueMail`; the queue's worker calls this.
 */
export async function sendMail({ attachments, ...message }: MailMessage): Promise<SentMail> {
  const envelope = {
    from: env.MAIL_FROM,
    ...message,
    ...(attachments?.length
      ? {
          attachments: attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.base64,
            encoding: 'base64',
            ...(a.cid ? { cid: a.cid, contentDisposition: 'inline' as const } : {}),
          })),
        }
      : {}),
  };
  if (env.SMTP_URL) {
    const info = await smtpTransport(env.SMTP_URL).sendMail(envelope);
    logger.info(
      { to: message.to, subject: message.subject, messageId: info.messageId },
      'mail sent over SMTP',
    );
    return { transport: 'smtp', messageId: info.messageId };
  }
  const info = await outboxTransport.sendMail(envelope);
  const dir = outboxDir();
  await fs.mkdir(dir, { recursive: true });
  // A sortable timestamp first, so the newest message is the last file name.
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
  await fs.writeFile(file, info.message as Buffer);
  logger.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox');
  return { transport: 'outbox', file };
}

/** The job that delivers a queued e-mail; a refused or unreachable server makes it retried with back-off. */
export const mailJob = defineJob<MailMessage>('mail', async (message) => {
  await sendMail(message);
});

/** Queues one e-mail for delivery by the job queue: the request neither waits for the mail server nor fails with it. */
export function queueMail(message: MailMessage): Promise<string> {
  return enqueue(mailJob, message);
}
