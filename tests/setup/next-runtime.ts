// Next's request-scoped modules for integration tests (a setup file: it applies to every test file). Services,
// actions and route handlers run straight, outside a Next server:
// - `next/headers` answers the cookie and client address of `testRequest` (tests/setup/request.ts);
// - `next/cache` reads through (no data cache) and records expirations (`vi.mocked(updateTag)`);
// - the locale-aware `redirect` (next-intl) is a spy: actions never redirect, and it needs Next's runtime.
import { vi } from 'vitest';

vi.mock('next/headers', async () => {
  const { testRequest } = await import('./request');
  const { CLIENT_IP_HEADER } = await import('@/lib/client-ip');
  return {
    headers: async () =>
      new Headers({
        ...(testRequest.cookie ? { cookie: testRequest.cookie } : {}),
        ...(testRequest.ip ? { [CLIENT_IP_HEADER]: testRequest.ip } : {}),
      }),
    cookies: async () => ({ get: () => undefined, getAll: () => [], set: () => {}, has: () => false }),
  };
});

vi.mock('next/cache', () => ({
  updateTag: vi.fn(),
  revalidateTag: vi.fn(),
  unstable_cache: <T>(read: T) => read,
}));

vi.mock('@/i18n/navigation', () => ({ redirect: vi.fn() }));
