import { checkDatabase } from '@/db/health';

export const dynamic = 'force-dynamic';

/**
 * Readiness, for a load balancer: 200 when this instance can serve (PostgreSQL answers), 503 when it cannot or is
 * draining to stop (scripts/server.mjs). Liveness, which needs no database, is /api/live.
 */
export async function GET() {
  const drain = (globalThis as { [key: symbol]: { draining: boolean } | undefined })[
    Symbol.for('wishah.drain')
  ];
  if (drain?.draining) {
    return Response.json({ status: 'draining' }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
  const database = await checkDatabase();
  return Response.json(
    { status: database.ok ? 'ok' : 'unavailable', database },
    { status: database.ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
