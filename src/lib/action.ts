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
/**
 * Who may call an action, written on the action itself (`action.access`) so the tests can hold every exported
 * action to its rule: anyone, any signed-in user, the owner, or the staff roles of one admin area (a route key of
 * domains/admin/routes.ts; the roles are domains/admin/permissions.ts).
 */
export type ActionAccess = { kind: 'visitor' | 'user' | 'owner' } | { kind: 'staff'; area: string };

function defineAction<U, S extends z.ZodType, T>(
  /** The caller, or null for one this kind of action refuses. */
  guard: () => Promise<U | null>,
  /** The message for a caller the guard refuses. */
  refusal: string,
  schema: S,
  run: (input: z.output<S>, user: U) => Promise<T>,
  access: ActionAccess,
) {
  const action = async (input: z.input<S>): Promise<ActionResult<T>> => {
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
  return Object.assign(action, { access });
}

/**
 * Builds the action helper for one kind of caller. Who a caller is belongs to the accounts domain, which makes
 * `adminAction` (the owner) and `userAction` with this (domains/accounts/session.ts), and the admin domain its
 * `staffAction(area)`, so lib knows no domain.
 */
export const guardedAction =
  <U>(guard: () => Promise<U | null>, refusal: string, access: ActionAccess) =>
  <S extends z.ZodType, T>(schema: S, run: (input: z.output<S>, user: U) => Promise<T>) =>
    defineAction(guard, refusal, schema, run, access);
