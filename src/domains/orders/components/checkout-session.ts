// What the cart hands to the checkout, and what one checkout attempt keeps, in this tab's sessionStorage: the chosen
// delivery area, and the idempotency key of the order being placed (so a double click, a retry after a lost answer
// or a reload while it was sent makes one order). Storage may be off (privacy mode): then both live in memory.

const AREA_KEY = 'wishah:delivery-area';
const ORDER_KEY = 'wishah:checkout-key';
const CODE_KEY = 'wishah:discount-code';
const memory = new Map<string, string>();

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return session()?.getItem(key) ?? memory.get(key) ?? null;
  } catch {
    return memory.get(key) ?? null;
  }
}

function write(key: string, value: string | null) {
  if (value === null) memory.delete(key);
  else memory.set(key, value);
  try {
    if (value === null) session()?.removeItem(key);
    else session()?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the in-memory copy serves this page.
  }
}

/** The delivery area chosen in the cart, when it is still one of `areaIds`. */
export function readChosenArea(areaIds: readonly number[]): number | null {
  const id = Number(read(AREA_KEY));
  return Number.isInteger(id) && areaIds.includes(id) ? id : null;
}

/** Remembers the chosen delivery area for the checkout (null forgets it). */
export const rememberArea = (id: number | null) => write(AREA_KEY, id === null ? null : String(id));

/** The discount code applied in the cart or at checkout (this tab's), or null. */
export const readDiscountCode = (): string | null => read(CODE_KEY) || null;

/** Remembers the discount code for the checkout (null forgets it). */
export const rememberDiscountCode = (code: string | null) => write(CODE_KEY, code || null);

/** A random (v4) UUID; `crypto.randomUUID` exists only on secure pages (https, localhost), its bytes everywhere. */
function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** This checkout attempt's idempotency key: made on the first submission, the same until the order is placed. */
export function checkoutKey(): string {
  const kept = read(ORDER_KEY);
  if (kept) return kept;
  const key = newUuid();
  write(ORDER_KEY, key);
  return key;
}

/** The order is placed: the next checkout is a new attempt. */
export const forgetCheckoutKey = () => write(ORDER_KEY, null);
