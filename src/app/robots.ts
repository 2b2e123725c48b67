import type { MetadataRoute } from 'next';
import { publicOrigin } from '@/domains/store-settings/queries';

// The sitemap's address follows the store's public origin (its custom domain once set).
export const dynamic = 'force-dynamic';

export default async function robots(): Promise<MetadataRoute.Robots> {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/*/admin', '/api/'] },
    sitemap: `${await publicOrigin()}/sitemap.xml`,
  };
}
