import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Client } from 'pg';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { withDatabase } from '../../tests/setup/global-db';
import { pollFor } from '../../tests/setup/poll';
import { startSmtpServer } from '../../tests/setup/smtp-server';
import { env } from './env';
import { createJobs, DEAD_LETTER_QUEUE, defineJob, JOBS_SCHEMA, type Jobs, type StoredJob } from './jobs';
import { logger } from './logger';
import { type MailMessage, mailJob } from './mail';

const url = () => process.env.DATABASE_URL as string;

// The store's mail job, retried after a second or two instead of five seconds and more, so tests stay short.
const mail = { ...mailJob, retry: { ...mailJob.retry, retryDelay: 1, retryDelayMax: 2 } };

const opened: Jobs[] = [];
const closers: (() => Promise<void>)[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((jobs) => jobs.stop()));
  await Promise.all(closers.splice(0).map((close) => close()));
  env.SMTP_URL = undefined;
  vi.restoreAllMocks();
});

/** One app instance's queue on the test database (polling fast); stopped after the test. */
function instance(databaseUrl = url()): Jobs {
  const jobs = createJobs(databaseUrl, { pollingIntervalSeconds: 0.5 });
  opened.push(jobs);
  return jobs;
}

async function smtpServer(options: Parameters<typeof startSmtpServer>[0] = {}) {
  const smtp = await startSmtpServer(options);
  closers.push(smtp.close);
  return smtp;
}

/** A port nothing listens on (yet): connecting to it is refused. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const message = (subject: string): MailMessage => ({
  to: 'queue@wishah.test',
  subject,
  text: `Body of ${subject}`,
  html: `<p>Body of ${subject}</p>`,
});

async function stateOf<T extends object>(jobs: Jobs, queue: string, id: string): Promise<StoredJob<T>> {
  const [job] = (await jobs.find<T>(queue)).filter((j) => j.id === id);
  if (!job) throw new Error(`no job ${id} in ${queue}`);
  return job;
}

/** Waits until the job is in `state`. */
const reaches = (jobs: Jobs, id: string, state: StoredJob<object>['state'], timeout?: number) =>
  pollFor(
    `job ${id} ${state}`,
    async () => ((await stateOf(jobs, 'mail', id)).state === state ? true : undefined),
    timeout,
  );

describe('the job queue', () => {
  it('retries a mail while the server refuses connections, and delivers it once when the server is back', async () => {
    const port = await closedPort();
    env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    const jobs = instance();
    await jobs.work([mail]);
    const id = await jobs.enqueue(mail, message('refused at first'));

    // The first attempt fails (ECONNREFUSED); the job waits for its retry instead of being lost.
    await reaches(jobs, id, 'retry');
    const smtp = await smtpServer({ port });
    await pollFor('delivery', () => smtp.received[0]);
    await reaches(jobs, id, 'completed');
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.data).toMatch(/^Subject: refused at first\r?$/m);
  }, 30_000);

  it.each([
    [421, 'try again later'],
    [554, 'refused outright'],
  ])(
    'retries a mail the server answers with %i (%s) and delivers it when it accepts',
    async (code) => {
      const smtp = await smtpServer({ refuseFirst: 2, refuseCode: code });
      env.SMTP_URL = smtp.url;
      const jobs = instance();
      await jobs.work([mail]);
      const id = await jobs.enqueue(mail, message(`answered ${code}`));

      await pollFor('delivery', () => smtp.received[0], 20_000);
      expect(smtp.refusals()).toBe(2);
      await reaches(jobs, id, 'completed');
      expect((await stateOf(jobs, 'mail', id)).retryCount).toBe(2);
      expect(smtp.received).toHaveLength(1);
    },
    30_000,
  );

  it('delivers every mail exactly once while two instances work the queue', async () => {
    const smtp = await smtpServer({ delayMs: 50 });
    env.SMTP_URL = smtp.url;
    const first = instance();
    const second = instance();
    await Promise.all([first.work([mail]), second.work([mail])]);
    const subjects = Array.from({ length: 12 }, (_, i) => `mail ${i}`);
    await Promise.all(subjects.map((subject, i) => (i % 2 ? first : second).enqueue(mail, message(subject))));

    await pollFor('all twelve', () => (smtp.received.length >= 12 ? true : undefined), 20_000);
    // A little longer, so a second delivery of any of them would have arrived too.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const delivered = smtp.received.map((m) => /^Subject: (.*?)\r?$/m.exec(m.data)?.[1]);
    expect(delivered.sort()).toEqual([...subjects].sort());
  }, 30_000);

  it('keeps a job across a worker restart: another instance delivers it', async () => {
    const port = await closedPort();
    env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    const before = instance();
    await before.work([mail]);
    const id = await before.enqueue(mail, message('survives a restart'));
    await reaches(before, id, 'retry');
    await before.stop(); // the instance goes away while its job waits for a retry

    const smtp = await smtpServer({ port });
    const after = instance();
    await after.work([mail]);
    await pollFor('delivery by the new instance', () => smtp.received[0]);
    await reaches(after, id, 'completed');
    expect(smtp.received).toHaveLength(1);
  }, 30_000);

  it('keeps a job that failed every try in the dead-letter queue, and logs it as an error', async () => {
    const error = vi.spyOn(logger, 'error');
    const doomed = defineJob<{ order: string }>(
      'always-fails',
      async () => {
        throw new Error('the provider is gone');
      },
      { retryLimit: 1, retryDelay: 1, retryDelayMax: 1, expireInSeconds: 30 },
    );
    const jobs = instance();
    await jobs.work([doomed]);
    const id = await jobs.enqueue(doomed, { order: 'W-1001' });

    const [dead] = await pollFor('the dead letter', async () => {
      const found = await jobs.find<{ order: string }>(DEAD_LETTER_QUEUE, { order: 'W-1001' });
      return found.length ? found : undefined;
    });
    expect(dead).toMatchObject({ sourceName: 'always-fails', data: { order: 'W-1001' } });
    expect(await stateOf(jobs, 'always-fails', id)).toMatchObject({ state: 'failed', retryCount: 1 });
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'always-fails', id, attempt: 2 }),
      expect.stringContaining(DEAD_LETTER_QUEUE),
    );
  }, 30_000);

  it('installs its schema once when several instances start together on a fresh database', async () => {
    const name = `wishah_jobs_${randomBytes(4).toString('hex')}`;
    const admin = new Client({ connectionString: inject('databaseBaseUrl') });
    await admin.connect();
    await admin.query(`create database ${name}`);
    closers.push(async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });
    const fresh = withDatabase(inject('databaseBaseUrl'), name);
    const instances = [instance(fresh), instance(fresh), instance(fresh)];
    await Promise.all(instances.map((jobs) => jobs.start()));

    const client = new Client({ connectionString: fresh });
    await client.connect();
    const { rows } = await client.query(`select version from ${JOBS_SCHEMA}.version`);
    await client.end();
    expect(rows).toHaveLength(1);
    // Each of them can use it.
    const ids = await Promise.all(instances.map((jobs, i) => jobs.enqueue(mail, message(`fresh ${i}`))));
    expect(new Set(ids).size).toBe(3);
    expect(await instances[0]?.find(mail)).toHaveLength(3);
  }, 30_000);
});
