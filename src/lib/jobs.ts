import 'server-only';
import { PgBoss, type SendOptions } from 'pg-boss';
import { requireDatabaseUrl } from './env';
import { logger } from './logger';

/**
 * The job queue (ARCHITECTURE.md, docs/decisions/0004-job-queue.md): pg-boss on the store's own database, in its own
 * schema, which pg-boss creates and migrates at start (under its own lock, so instances may start together). A
 * request stores a job and answers; a worker in any instance runs it, retrying with a growing pause when it throws.
 */
export const JOBS_SCHEMA = 'pgboss';

/** How the queue's connections name themselves in `pg_stat_activity`. */
export const JOBS_APPLICATION_NAME = 'wishah-jobs';

/** Jobs that failed every try are copied here and kept for 30 days, to be looked at or sent again. */
export const DEAD_LETTER_QUEUE = 'dead-letter';

const DAY = 24 * 60 * 60;

/** How a job is retried: pauses doubling (with jitter) from `retryDelay` seconds up to `retryDelayMax`. */
export type RetryPolicy = {
  retryLimit: number;
  retryDelay: number;
  retryDelayMax: number;
  /** An attempt still running after this long counts as failed (its worker died or hangs). */
  expireInSeconds: number;
};

/** 20 retries: 5 s, 10 s, 20 s … then every 15 minutes, about three hours in all — a mail server's bad afternoon. */
export const DEFAULT_RETRY: RetryPolicy = {
  retryLimit: 20,
  retryDelay: 5,
  retryDelayMax: 15 * 60,
  expireInSeconds: 2 * 60,
};

/** One kind of job: its queue's name, what running it does, and how it is retried. */
export type JobDefinition<T extends object> = {
  name: string;
  /** Does the job. Throwing fails this attempt; the job is tried again later. Runs at least once, so make it safe to repeat. */
  run(payload: T): Promise<void>;
  retry: RetryPolicy;
};

/** Declares a kind of job; `enqueue(job, payload)` is then typed by its payload. */
export function defineJob<T extends object>(
  name: string,
  run: (payload: T) => Promise<void>,
  retry: RetryPolicy = DEFAULT_RETRY,
): JobDefinition<T> {
  return { name, run, retry };
}

/** When to run a job (a date, or seconds from now), and a key that keeps one queued job per key. */
export type EnqueueOptions = Pick<SendOptions, 'startAfter' | 'singletonKey' | 'singletonSeconds'>;

/** A stored job as pg-boss keeps it, for tests and for looking into a failure. */
export type StoredJob<T> = {
  id: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  data: T;
  retryCount: number;
  output: unknown;
  sourceName: string | null;
};

export type Jobs = {
  /** Connects and creates (or migrates) the queue's schema; every other call does it on first use. */
  start(): Promise<void>;
  /**
   * Stores a job; resolves with its id once it is committed. A worker on any instance runs it. With a
   * `singletonKey`, a job of that key still waiting or running is the one: null, and nothing is stored.
   */
  enqueue<T extends object>(
    job: JobDefinition<T>,
    payload: T,
    options?: EnqueueOptions & { singletonKey?: undefined },
  ): Promise<string>;
  enqueue<T extends object>(
    job: JobDefinition<T>,
    payload: T,
    options: EnqueueOptions & { singletonKey: string },
  ): Promise<string | null>;
  /** Works these jobs in this process from now on, next to every other instance that works them. */
  work(jobs: JobDefinition<object>[]): Promise<void>;
  /**
   * Runs `job` at each occurrence of `cron` in the time zone `tz` (IANA), once whichever instances are up; replaces
   * the job's earlier schedule. An occurrence missed while no instance ran is sent once when one starts.
   */
  schedule<T extends object>(job: JobDefinition<T>, cron: string, tz: string, payload: T): Promise<void>;
  /** Removes the job's schedule, if it has one. */
  unschedule(job: JobDefinition<object>): Promise<void>;
  /** The job's schedule, if it has one. */
  scheduleOf(job: JobDefinition<object>): Promise<{ cron: string; timeZone: string } | null>;
  /** The stored jobs of a queue whose payload contains `data`, oldest first. */
  find<T extends object>(queue: JobDefinition<T> | string, data?: Partial<T>): Promise<StoredJob<T>[]>;
  /** Stops working, lets running jobs finish (up to 10 seconds; the rest are retried) and closes the connections. */
  stop(): Promise<void>;
};

type Options = {
  /** How often an idle worker looks for jobs whose retry pause is over; new jobs wake it at once (LISTEN/NOTIFY). */
  pollingIntervalSeconds?: number;
  /** Jobs of one kind run side by side in this process. */
  concurrency?: number;
};

/** A job queue on `databaseUrl`: one per process (see `getJobs`); tests make more to play several instances. */
export function createJobs(
  databaseUrl: string,
  { pollingIntervalSeconds = 2, concurrency = 2 }: Options = {},
): Jobs {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: JOBS_SCHEMA,
    application_name: JOBS_APPLICATION_NAME,
    max: 4,
    useListenNotify: true,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  boss.on('warning', (warning) => logger.warn({ warning }, 'job queue warning'));

  // Started on first use; a failed start (database not reachable yet) is tried again on the next use.
  let started: Promise<void> | undefined;
  const start = () => {
    started ??= (async () => {
      await boss.start();
      await boss.createQueue(DEAD_LETTER_QUEUE, { retentionSeconds: 30 * DAY });
    })().catch((error: unknown) => {
      started = undefined;
      throw error;
    });
    return started;
  };

  const queues = new Map<string, Promise<void>>();
  const queueFor = (job: JobDefinition<object>) => {
    let ready = queues.get(job.name);
    if (!ready) {
      const options = {
        ...job.retry,
        retryBackoff: true,
        deadLetter: DEAD_LETTER_QUEUE,
        // Completed jobs may carry one-time links and codes: gone after a day. Failed ones live on in the dead letters.
        deleteAfterSeconds: DAY,
        notify: true,
      };
      ready = start().then(async () => {
        await boss.createQueue(job.name, options); // nothing when it exists
        await boss.updateQueue(job.name, options); // so a changed policy reaches a queue made by an older release
      });
      ready.catch(() => queues.delete(job.name));
      queues.set(job.name, ready);
    }
    return ready;
  };

  return {
    start,

    enqueue: (async (job: JobDefinition<object>, payload: object, options?: EnqueueOptions) => {
      await queueFor(job);
      const id = await boss.send(job.name, payload, options);
      if (!id && !options?.singletonKey) throw new Error(`the job queue refused a ${job.name} job`);
      return id;
    }) as Jobs['enqueue'],

    async work(jobs) {
      const options = {
        includeMetadata: true, // for the retry count and limit, to tell a last failure from one to retry
        localConcurrency: concurrency,
        pollingIntervalSeconds,
        notifyPollingIntervalSeconds: pollingIntervalSeconds,
      } as const;
      for (const job of jobs) {
        await queueFor(job);
        await boss.work<object, void, typeof options>(job.name, options, async ([current]) => {
          if (!current) return;
          try {
            await job.run(current.data);
          } catch (error) {
            const last = current.retryCount >= current.retryLimit;
            const fields = { job: job.name, id: current.id, attempt: current.retryCount + 1, err: error };
            if (last) logger.error(fields, `job failed for good; kept in the ${DEAD_LETTER_QUEUE} queue`);
            else logger.warn(fields, 'job failed; it will be retried');
            throw error;
          }
        });
      }
      logger.info({ jobs: jobs.map((job) => job.name) }, 'working the job queue');
    },

    async schedule(job, cron, tz, payload) {
      await queueFor(job as JobDefinition<object>);
      await boss.schedule(job.name, cron, payload, { tz, missed: 'once' });
    },

    async unschedule(job) {
      await queueFor(job);
      await boss.unschedule(job.name);
    },

    async scheduleOf(job) {
      await queueFor(job);
      const found = await boss.getSchedule(job.name);
      return found ? { cron: found.cron, timeZone: found.timezone } : null;
    },

    async find<T extends object>(queue: JobDefinition<T> | string, data?: Partial<T>) {
      // A kind of job nobody queued yet has no queue: made here, so looking finds none instead of failing.
      await (typeof queue === 'string' ? start() : queueFor(queue as JobDefinition<object>));
      const name = typeof queue === 'string' ? queue : queue.name;
      const found = await boss.findJobs<T>(name, data ? { data } : {});
      return found.map((job) => ({
        id: job.id,
        state: job.state,
        data: job.data,
        retryCount: job.retryCount,
        output: job.output,
        sourceName: job.sourceName,
      }));
    },

    async stop() {
      if (!started) return;
      await started.catch(() => {});
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}

// One queue per process, kept across dev reloads and shared by every bundle of the server (instrumentation, routes).
const globalForJobs = globalThis as unknown as { wishahJobs?: Jobs };

/** This process's job queue on the app's database. */
export function getJobs(): Jobs {
  globalForJobs.wishahJobs ??= createJobs(requireDatabaseUrl());
  return globalForJobs.wishahJobs;
}

/** Stores a job for a worker to run; the caller does not wait for the work itself (see `Jobs.enqueue`). */
export const enqueue: Jobs['enqueue'] = ((...args: Parameters<Jobs['enqueue']>) =>
  getJobs().enqueue(...args)) as Jobs['enqueue'];

/** Stops this process's queue, if it was used: running jobs finish first (see `Jobs.stop`). */
export async function stopJobs(): Promise<void> {
  const jobs = globalForJobs.wishahJobs;
  globalForJobs.wishahJobs = undefined;
  await jobs?.stop();
}
