/**
 * Next calls `register` once when a server process starts (`npm start`'s scripts/server.mjs, and `next dev`): every
 * instance works the job queue. NEXT_RUNTIME is Next's own switch between its Node.js and edge bundles (the
 * documented way to keep Node-only code out of the edge one), not configuration, so it is read here and not in
 * lib/env.ts.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startWorkers } = await import('./workers');
  await startWorkers();
}

/**
 * Every error a request hits on the server, logged once with the digest the error page shows the visitor as its
 * reference, so the owner can find it in the log.
 */
export async function onRequestError(
  error: unknown,
  request: { path: string; method: string },
  context: { routePath: string; routeType: string },
) {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { logger } = await import('./lib/logger');
  const digest = (error as { digest?: string } | null)?.digest;
  logger.error(
    { err: error, digest, method: request.method, path: request.path, route: context.routePath },
    'request failed',
  );
}
