import 'server-only';
import type { z } from 'zod';
import { type ActionResult, fieldErrorsOf } from './action-result';
import { actingAs } from './actor';
import { DomainError } from './domain-error';
import { logger } from './logger';

export { type ActionResult, fieldErrorsOf } from './action-result';

/**
 * The one shape of a mutation: parse the input with the shared schema → check the caller → run the service (which
 * expires the cache tags of what it changed, see lib/cache) → return an ActionResult. Server actions are public endpoints, so
 * nothing here trusts the client: not the input, not the caller.
 */
function defineAction<U, S extends z.ZodType, T>(
  /** The caller, or null for one this kind of action refuses. */
  guard: () => Promise<U | null>,
  /** The message for a caller the guard refuses. */
  refusal: string,
  schema: S,
  run: (input: z.output<S>, user: U) => Promise<T>,
) {
  return async (input: z.input<S>): Promise<ActionResult<T>> => {
    const user = await guard();
    if (!user) return { ok: false, error: refusal };
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      return { ok: false, error: 'validation.fixFields', fieldErrors: fieldErrorsOf(parsed.error) };
    }
    try {
      return { ok: true, data: await actingAs(user, () => run(parsed.data, user)) };
    } catch (error) {
      if (error instanceof DomainError) {
        return {
          ok: false,
          error: error.message,
          fieldErrors: error.field ? { [error.field]: error.message } : undefined,
          values: error.values,
        };
      }
      logger.error({ err: error }, 'action failed');
      return { ok: false, error: 'errors.errorText' };
    }
  };
}

/**
 * Builds the action helper for one kind of caller. Who a caller is belongs to the accounts domain, which makes
 * `adminAction` and `userAction` with this (domains/accounts/session.ts), so lib knows no domain.
 */
export const guardedAction =
  <U>(guard: () => Promise<U | null>, refusal: string) =>
  <S extends z.ZodType, T>(schema: S, run: (input: z.output<S>, user: U) => Promise<T>) =>
    defineAction(guard, refusal, schema, run);
