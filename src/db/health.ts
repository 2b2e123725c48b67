import 'server-only';
import { logger } from '@/lib/logger';
import { getPool } from './client';

/** Runs `select 1` with a short timeout; never throws. */
export async function checkDatabase(timeoutMs = 2_000): Promise<{ ok: boolean; latencyMs: number }> {
  const started = performance.now();
  try {
    await Promise.race([
      getPool().query('select 1'),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), timeoutMs).unref()),
    ]);
    return { ok: true, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    logger.error({ err: String(error) }, 'health: database unreachable');
    return { ok: false, latencyMs: Math.round(performance.now() - started) };
  }
}
