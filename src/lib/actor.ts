import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';

// Who is making the change being run now: set around a guarded server action's work (lib/action.ts), so a service
// deep below can name its author (the audit log) without every service taking the caller as an argument.
const acting = new AsyncLocalStorage<unknown>();

/** Runs `work` with `actor` as the current caller. */
export const actingAs = <T>(actor: unknown, work: () => Promise<T>): Promise<T> => acting.run(actor, work);

/** The caller of the action being run (whatever its guard returned), or undefined outside one. */
export const currentActor = (): unknown => acting.getStore();
