/** A server action as a test calls it directly: a public endpoint that gets whatever the caller sends. */
export type AnyAction = (input: unknown) => Promise<unknown>;

/**
 * Every export of a 'use server' module, by name: each is a server action, so each must check its caller (the
 * refusal tests iterate over all of them, so an action added later is tested too).
 */
export const serverActionsOf = (module: object): [string, AnyAction][] =>
  Object.entries(module as Record<string, unknown>).filter(
    (entry): entry is [string, AnyAction] => typeof entry[1] === 'function',
  );
