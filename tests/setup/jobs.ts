// Waits on the job queue in integration tests (the test file's own process works it; see `getJobs().work`).
import { getJobs, type JobDefinition, type StoredJob } from '@/lib/jobs';
import { pollFor } from './poll';

/** Waits until the job of `job`'s kind whose payload contains `data` has completed, and returns it. */
export function waitForCompletedJob<T extends object>(
  job: JobDefinition<T>,
  data: Partial<T>,
): Promise<StoredJob<T>> {
  // 25 s: the job shares the machine with the end-to-end build and other test files (15 s ran out once in CI).
  return pollFor(
    `a completed ${job.name} job`,
    async () => {
      const [found] = await getJobs().find(job, data);
      return found?.state === 'completed' ? found : undefined;
    },
    25_000,
  );
}
