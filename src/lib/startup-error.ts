/**
 * A start-up failure the owner can act on: its message is one plain sentence saying what happened and what to
 * do, printed without a stack trace (scripts/start.ts).
 */
export class StartupError extends Error {
  override name = 'StartupError';
}
