import 'server-only';
import { cache } from 'react';
import { getAdminOrder } from '@/domains/orders/admin-queries';
import { toAsciiDigits } from '@/lib/money';

/** The order number in an admin URL (`/admin/orders/1042`), or null for anything that cannot be one. */
export function orderNumberOf(raw: string): number | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null; // a malformed escape (`%E0%A4%A`) names no order
  }
  const text = toAsciiDigits(decoded).replace(/^#/, '');
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/** The order of this request's URL, read once however many parts of the page (metadata, body) ask for it. */
export const orderOfParam = cache(async (raw: string) => {
  const number = orderNumberOf(raw);
  return number === null ? null : getAdminOrder(number);
});

/** Where a guest comes back to after logging in: this order's page (or invoice), or the list for a number that is none. */
export function returnPath(raw: string, page?: string): string {
  const number = orderNumberOf(raw);
  if (number === null) return '/admin/orders';
  return page ? `/admin/orders/${number}/${page}` : `/admin/orders/${number}`;
}
