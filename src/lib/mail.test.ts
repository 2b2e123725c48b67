import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../../tests/setup/smtp-server';
import { env } from './env';
import { outboxDir, sendMail } from './mail';

afterEach(() => {
  env.SMTP_URL = undefined;
});

describe('sendMail', () => {
  it('writes an .eml file to DATA_DIR/outbox when no SMTP server is configured', async () => {
    const result = await sendMail({
      to: 'mona@wishah.test',
      subject: 'Your order',
      text: 'Thank you',
      html: '<p>Thank you</p>',
    });
    expect(result.transport).toBe('outbox');
    if (result.transport !== 'outbox') return;
    expect(path.dirname(result.file)).toBe(outboxDir());
    expect(outboxDir()).toBe(path.join(env.DATA_DIR, 'outbox'));
    expect(result.file).toMatch(/\.eml$/);
    const eml = await fs.readFile(result.file, 'utf8');
    expect(eml).toMatch(/^To: mona@wishah\.test\r?$/m);
    expect(eml).toMatch(/^Subject: Your order\r?$/m);
    expect(eml).toMatch(/^From: .*no-reply@wishah\.local/m);
    expect(eml).toContain('Thank you');
  });

  it('encodes non-ASCII subjects, so Arabic mail reads right in any client', async () => {
    const result = await sendMail({
      to: 'a@wishah.test',
      subject: 'طلبك',
      text: 'شكرًا',
      html: '<p>شكرًا</p>',
    });
    if (result.transport !== 'outbox') throw new Error('expected the outbox');
    const eml = await fs.readFile(result.file, 'utf8');
    expect(eml).toMatch(/^Subject: =\?UTF-8\?/m);
  });

  it('delivers over SMTP when SMTP_URL is set, and writes nothing to the outbox', async () => {
    const smtp = await startSmtpServer();
    try {
      env.SMTP_URL = smtp.url;
      const before = await fs.readdir(outboxDir()).catch(() => []);
      const result = await sendMail({
        to: 'sara@wishah.test',
        subject: 'Over the wire',
        text: 'Hello over SMTP',
        html: '<p>Hello over SMTP</p>',
      });
      expect(result.transport).toBe('smtp');
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.to).toEqual(['sara@wishah.test']);
      expect(smtp.received[0]?.data).toMatch(/^Subject: Over the wire\r?$/m);
      expect(smtp.received[0]?.data).toContain('Hello over SMTP');
      expect(await fs.readdir(outboxDir()).catch(() => [])).toEqual(before);
    } finally {
      await smtp.close();
    }
  });
});
