import { z } from 'zod';

/**
 * The changes the audit log records, by area: the owner's important changes (issue 41). An action is
 * `area.verb`; the page filters by a whole area or one action.
 */
export const AUDIT_ACTIONS = {
  product: ['create', 'update', 'delete', 'publish'],
  category: ['create', 'update', 'delete', 'hide'],
  brand: ['create', 'update', 'delete'],
  order: ['status', 'edit', 'refund'],
  discount: ['create', 'update', 'delete'],
  settings: [
    'general',
    'tax',
    'currency',
    'displayCurrencies',
    'checkoutLimits',
    'returns',
    'deliveryArea',
    'branding',
    'homepage',
    'contact',
    'domain',
    'payment',
    'twoFactor',
  ],
  user: ['role', 'block', 'invite', 'uninvite'],
  return: ['decide', 'receive', 'close', 'restock', 'refund'],
  backup: ['take'],
  demo: ['remove'],
} as const;

export type AuditArea = keyof typeof AUDIT_ACTIONS;
export type AuditAction = {
  [A in AuditArea]: `${A}.${(typeof AUDIT_ACTIONS)[A][number]}`;
}[AuditArea];

export const AUDIT_AREAS = Object.keys(AUDIT_ACTIONS) as AuditArea[];

/** Every action, `area.verb`. */
export const auditActions = (): AuditAction[] =>
  AUDIT_AREAS.flatMap((area) => AUDIT_ACTIONS[area].map((verb) => `${area}.${verb}` as AuditAction));

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)));

const whatValues = new Set<string>([...AUDIT_AREAS, ...auditActions()]);

/** The page's filters as its address carries them; anything unusable is dropped. */
export const auditFilterParams = z.object({
  who: z.string().trim().min(1).max(200).optional().catch(undefined),
  what: z
    .string()
    .refine((v) => whatValues.has(v))
    .optional()
    .catch(undefined),
  from: isoDate.optional().catch(undefined),
  to: isoDate.optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
});

export type AuditFilters = z.output<typeof auditFilterParams>;

/** The message key for a date range given backwards (shown on its "to" field), or null. */
export function auditRangeRefusal(filters: AuditFilters): 'audit.filters.endBeforeStart' | null {
  return filters.from && filters.to && filters.to < filters.from ? 'audit.filters.endBeforeStart' : null;
}

/** The entries on one page of the log. */
export const AUDIT_PAGE_SIZE = 25;
