import { z } from 'zod';
import { optionalQueryText } from '@/lib/text';

// The customers list's query parameters (search, filters, sort, page), shared by the page and the CSV export.

export const CUSTOMER_KINDS = ['account', 'guest'] as const;
export type CustomerKind = (typeof CUSTOMER_KINDS)[number];
export const CUSTOMER_SORTS = ['name', 'orders', 'spent', 'last', 'since'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
export const CUSTOMERS_PAGE_SIZE = 20;
/** The customers list's path (under the locale). */
export const CUSTOMERS_PATH = '/admin/customers';

/** `a-<user id>` for an account, `g-<24 hex digits>` for a guest (a hash: no e-mail in the address bar). */
export const customerId = z.string().regex(/^(a-[A-Za-z0-9_-]{1,64}|g-[0-9a-f]{24})$/);

/** Whole units of the base currency (the spent filter); anything else is ignored. */
const optionalAmount = z.coerce.number().int().min(0).max(1_000_000_000).optional().catch(undefined);

export const customerParams = z.object({
  q: optionalQueryText(),
  kind: z.enum(CUSTOMER_KINDS).optional().catch(undefined),
  /** `yes`: has ordered at least once; `no`: never ordered (accounts only, by nature). */
  ordered: z.enum(['yes', 'no']).optional().catch(undefined),
  /** Spent at least / at most, in whole units of the base currency. */
  min: optionalAmount,
  max: optionalAmount,
  sort: z.enum(CUSTOMER_SORTS).optional().catch(undefined),
  dir: z.enum(['asc', 'desc']).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type CustomerParams = z.output<typeof customerParams>;

/** Reads a Next `searchParams` object (or a URL's) into the list's parameters; malformed values fall back. */
export function parseCustomerParams(search: Record<string, string | string[] | undefined>): CustomerParams {
  const first = Object.fromEntries(Object.entries(search).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  return customerParams.parse(first);
}

/** The direction a column sorts in on its first click: numbers and dates biggest first, names A to Z. */
export const firstDirection = (sort: CustomerSort): 'asc' | 'desc' => (sort === 'name' ? 'asc' : 'desc');
