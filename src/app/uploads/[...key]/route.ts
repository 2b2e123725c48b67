import { contentType, storage } from '@/lib/storage';

/**
 * Serves stored images (from the disk or the bucket) with a fixed content type and `nosniff`; names are
 * content-addressed, so they cache for a year.
 */
export async function GET(_request: Request, { params }: RouteContext<'/uploads/[...key]'>) {
  const { key } = await params;
  const name = key.join('/');
  const type = contentType(name);
  if (!type) return new Response('Not found', { status: 404 });
  const body = await storage.get(name).catch(() => null);
  if (!body) return new Response('Not found', { status: 404 });
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': type,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'",
    },
  });
}
