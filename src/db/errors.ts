/** PostgreSQL's error code and constraint. Drizzle wraps the driver's error in `cause`; both shapes are read. */
function pgError(error: unknown): { code?: string; constraint?: string } | null {
  for (const candidate of [error, (error as { cause?: unknown } | null)?.cause]) {
    const pg = candidate as { code?: string; constraint?: string } | null | undefined;
    if (typeof pg?.code === 'string') return pg;
  }
  return null;
}

/**
 * The constraint a write broke when it hit a unique index (PostgreSQL 23505), or null for any other error, so
 * callers turn a clash into a field error, not a 500.
 */
export function uniqueViolation(error: unknown): string | null {
  const pg = pgError(error);
  return pg?.code === '23505' ? (pg.constraint ?? '') : null;
}

/** Whether a write lost a race with a concurrent one: a unique clash, or a serialization failure under repeatable read. */
export const lostRace = (error: unknown) => ['23505', '40001'].includes(pgError(error)?.code ?? '');
