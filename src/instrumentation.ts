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
