import { getStoreSettings } from '@/domains/store-settings/queries';

export const dynamic = 'force-dynamic';

/**
 * `/` for a visitor whose browser asks for neither of the store's languages (the proxy negotiates the others): the
 * store's default language (Settings). A relative Location keeps whatever host the visitor used.
 */
export async function GET(): Promise<Response> {
  const { defaultLocale } = await getStoreSettings();
  return new Response(null, {
    status: 307,
    headers: { Location: `/${defaultLocale}`, 'Cache-Control': 'no-store' },
  });
}
