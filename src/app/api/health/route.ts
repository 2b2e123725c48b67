import { checkDatabase } from '@/db/health';

export const dynamic = 'force-dynamic';

/** Liveness with the database: 200 when PostgreSQL answers, 503 when it does not. */
export async function GET() {
  const database = await checkDatabase();
  return Response.json(
    { status: database.ok ? 'ok' : 'unavailable', database },
    { status: database.ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
