// Who may change which setting when (docs/architecture.md, "Policies"). Pure: the facts come in.

export type Decision = { allowed: true } | { allowed: false; reason: string };

/**
 * Whether the base currency may change: only while the store has no order, since every order's amounts are minor
 * units of it. The service asks under a lock on the settings row; the settings page disables the control.
 */
export const canChangeCurrency = (facts: { hasOrders: boolean }): Decision =>
  facts.hasOrders ? { allowed: false, reason: 'orders.currencyLocked' } : { allowed: true };
