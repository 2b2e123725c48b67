export const dynamic = 'force-dynamic';

/** Liveness, for a supervisor: 200 while the process serves requests, whatever the database does (see /api/health). */
export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
