/**
 * The constraint a write broke when it hit a unique index (PostgreSQL 23505), or null for any other error. Drizzle
 * wraps the driver's error in `cause`; both shapes are read, so callers turn a clash into a field error, not a 500.
 */
export function uniqueViolation(error: unknown): string | null {
  for (const candidate of [error, (error as { cause?: unknown } | null)?.cause]) {
    const pg = candidate as { code?: string; constraint?: string } | null | undefined;
    if (pg?.code === '23505') return pg.constraint ?? '';
  }
  return null;
}
