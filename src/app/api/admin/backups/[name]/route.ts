import { Readable } from 'node:stream';
import { getOwner, getSessionUser } from '@/domains/accounts/session';
import { openBackup } from '@/domains/backups/queries';

// Per admin and always current: never cached.
export const dynamic = 'force-dynamic';

/**
 * Downloads a kept backup by its name (`wishah-2026-11-28T030000Z.tar.gz`), streamed. The owner only (permissions.ts): 401 for a guest,
 * 403 for anyone else. Only a kept backup's own name is looked up, never a path: anything else is 404.
 */
export async function GET(_request: Request, { params }: RouteContext<'/api/admin/backups/[name]'>) {
  const user = await getSessionUser();
  if (!user) return Response.json({ error: 'unauthorized' }, { status: 401 });
  if (!(await getOwner())) return Response.json({ error: 'forbidden' }, { status: 403 });
  const { name } = await params;
  const found = await openBackup(name).catch(() => null);
  if (!found) return Response.json({ error: 'not found' }, { status: 404 });
  return new Response(Readable.toWeb(found.body) as ReadableStream<Uint8Array>, {
    headers: {
      'content-type': 'application/gzip',
      'content-length': String(found.size),
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
