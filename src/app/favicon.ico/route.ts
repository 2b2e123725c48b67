import { getStoreSettings } from '@/domains/store-settings/queries';
import { imageUrl } from '@/lib/images';

export const dynamic = 'force-dynamic';

/**
 * `/favicon.ico`, which browsers and crawlers ask for whatever the page's `<link rel="icon">` says: the owner's
 * square icon when set (as the pages name it), else the store's default `/icon.svg`. It answered 404.
 */
export async function GET(): Promise<Response> {
  const { icon } = await getStoreSettings();
  return new Response(null, {
    status: 307,
    headers: {
      Location: icon ? imageUrl(icon, 320) : '/icon.svg',
      // The owner may change the icon: browsers ask again within the hour.
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
