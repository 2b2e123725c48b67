// The shopper's cart, kept in the browser under the spec's local storage key `cartData` (section 3). One module
// owns it: components read it with useCart()/useCartCount() and change it only through the functions below, so
// every tab and every component stays in step. Prices and stock here are a display snapshot; the server
// recomputes both when the order is placed.
import { useSyncExternalStore } from 'react';
import { MAX_LINE_QUANTITY } from '@/lib/order-limits';

export const CART_STORAGE_KEY = 'cartData';
/**
 * Set by every change made in this browser, cleared once a signed-in shopper's kept cart has it (cart-sync). Marked
 * here, not by the sync, because the sync mounts only once the session is known: a line added in the moment before
 * must still win over the kept cart the sync then pulls.
 */
export const CART_UNSENT_KEY = 'wishah:cart-unsent';
/** Most units of one variant in a cart, whatever the stock says: an order's own cap. */
export { MAX_LINE_QUANTITY };

/** What the shopper saw when adding the line (name in the language of the page, price in minor units). */
export type CartSnapshot = {
  name: string;
  slug: string;
  image: string | null;
  price: number;
  color: string | null;
  size: string | null;
  /** Stock when added; caps the quantity until the cart page refreshes it. */
  stock: number;
};
export type CartLine = { variantId: number; productId: number; quantity: number } & CartSnapshot;

const EMPTY: readonly CartLine[] = Object.freeze([]);

const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;
const isText = (v: unknown): v is string => typeof v === 'string';
const orNull = (v: unknown) => (isText(v) ? v : null);

/** Reads stored JSON, dropping anything malformed (an old format, a hand-edited value) instead of failing. */
export function parseCart(raw: string | null): CartLine[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const lines: CartLine[] = [];
  for (const item of data) {
    const l = item as Record<string, unknown>;
    if (!l || !isCount(l.variantId) || !isCount(l.productId) || !isCount(l.quantity) || l.quantity < 1)
      continue;
    if (!isText(l.name) || !isText(l.slug) || !isCount(l.price)) continue;
    if (lines.some((x) => x.variantId === l.variantId)) continue;
    lines.push({
      variantId: l.variantId,
      productId: l.productId,
      quantity: Math.min(l.quantity, MAX_LINE_QUANTITY),
      name: l.name,
      slug: l.slug,
      image: orNull(l.image),
      price: l.price,
      color: orNull(l.color),
      size: orNull(l.size),
      stock: isCount(l.stock) ? l.stock : MAX_LINE_QUANTITY,
    });
  }
  return lines;
}

const limitOf = (line: CartSnapshot) => Math.min(line.stock, MAX_LINE_QUANTITY);

/** Adds `quantity` of a variant: merged into its line when present, capped at the stock snapshot. */
export function addLine(lines: readonly CartLine[], line: CartLine): CartLine[] {
  const existing = lines.find((l) => l.variantId === line.variantId);
  if (!existing)
    return [...lines, { ...line, quantity: Math.min(line.quantity, limitOf(line)) }].filter(
      (l) => l.quantity > 0,
    );
  const quantity = Math.min(existing.quantity + line.quantity, limitOf(line));
  return lines.map((l) => (l.variantId === line.variantId ? { ...line, quantity } : l));
}

/** Sets a line's quantity; zero or less removes it. */
export function setLineQuantity(lines: readonly CartLine[], variantId: number, quantity: number): CartLine[] {
  return lines
    .map((l) =>
      l.variantId === variantId ? { ...l, quantity: Math.min(Math.floor(quantity), limitOf(l)) } : l,
    )
    .filter((l) => l.quantity > 0);
}

/**
 * Replaces a line's snapshot with a newer one (the server's name, price and stock now) and caps its quantity at the
 * new stock, and at `lineMax`, the most of one item the store takes in an order. A line the stock no longer covers
 * at all keeps one unit: the page marks it, and removing it is the shopper's call. A variant not in the cart changes
 * nothing.
 */
export function refreshLine(
  lines: readonly CartLine[],
  variantId: number,
  snapshot: CartSnapshot,
  lineMax = MAX_LINE_QUANTITY,
): readonly CartLine[] {
  if (!lines.some((l) => l.variantId === variantId)) return lines;
  const { name, slug, image, price, color, size, stock } = snapshot;
  return lines.map((l) =>
    l.variantId === variantId
      ? {
          ...l,
          name,
          slug,
          image,
          price,
          color,
          size,
          stock,
          quantity: Math.max(1, Math.min(l.quantity, limitOf(snapshot), lineMax)),
        }
      : l,
  );
}

/**
 * The kept cart's answer (`answer`, to a merge or pull that sent `sent`) with what this browser changed since it
 * sent (`current`) put back on top: a line removed here stays removed, a line added or changed here keeps this
 * browser's quantity, every other line is the answer's. A removal made while the answer was on its way must not
 * come back with it.
 */
export function rebaseCart(
  answer: readonly CartLine[],
  sent: readonly CartLine[],
  current: readonly CartLine[],
): CartLine[] {
  const before = new Map(sent.map((l) => [l.variantId, l.quantity]));
  const now = new Map(current.map((l) => [l.variantId, l]));
  const changedHere = (variantId: number) => before.get(variantId) !== now.get(variantId)?.quantity;
  const kept = answer
    .filter((l) => !(before.has(l.variantId) && !now.has(l.variantId)))
    .map((l) => (changedHere(l.variantId) ? (now.get(l.variantId) ?? l) : l));
  const added = current.filter(
    (l) => changedHere(l.variantId) && !answer.some((a) => a.variantId === l.variantId),
  );
  return [...kept, ...added];
}

/** Units in the cart (the header badge). */
export const countItems = (lines: readonly CartLine[]) => lines.reduce((sum, l) => sum + l.quantity, 0);

// ── The store: localStorage + listeners ───────────────────────────────────────────────────────────────────────

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined; // undefined: not read yet
let cachedLines: readonly CartLine[] = EMPTY;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode): the cart lives for the page only
  }
}

/** The current lines; the same array until the stored value changes (what useSyncExternalStore needs). */
export function readCart(): readonly CartLine[] {
  const store = storage();
  const raw = store ? store.getItem(CART_STORAGE_KEY) : (cachedRaw ?? null);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    const lines = parseCart(raw);
    cachedLines = lines.length ? lines : EMPTY;
  }
  return cachedLines;
}

function write(lines: CartLine[], from: 'browser' | 'kept cart' = 'browser') {
  const raw = JSON.stringify(lines);
  try {
    storage()?.setItem(CART_STORAGE_KEY, raw);
    if (from === 'browser') storage()?.setItem(CART_UNSENT_KEY, '1');
  } catch {
    // Quota or privacy mode: keep the cart in memory for this page.
  }
  cachedRaw = raw;
  cachedLines = lines.length ? lines : EMPTY;
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  // Another tab changed the cart (or cleared storage: key null).
  if (event.key === CART_STORAGE_KEY || event.key === null) for (const listener of listeners) listener();
}

/** Subscribes to cart changes in this tab and in other tabs. */
export function subscribeCart(listener: () => void): () => void {
  if (!listeners.size && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (!listeners.size && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** Adds a variant to the cart (merging with its line); returns how many units went in (the stock caps it). */
export function addToCart(line: CartLine): number {
  const quantityOf = (lines: readonly CartLine[]) =>
    lines.find((l) => l.variantId === line.variantId)?.quantity ?? 0;
  const before = readCart();
  const after = addLine(before, line);
  write(after);
  return quantityOf(after) - quantityOf(before);
}
/** Refreshes a line's snapshot (see refreshLine); a variant not in the cart is left out. */
export const refreshCartLine = ({
  variantId,
  lineMax,
  ...snapshot
}: { variantId: number; lineMax?: number } & CartSnapshot) => {
  const lines = readCart();
  const refreshed = refreshLine(lines, variantId, snapshot, lineMax);
  if (refreshed !== lines) write([...refreshed]);
};
/** Changes a line's quantity; 0 removes it. */
export const updateCartQuantity = (variantId: number, quantity: number) =>
  write(setLineQuantity(readCart(), variantId, quantity));
/** Removes a line. */
export const removeFromCart = (variantId: number) =>
  write(readCart().filter((l) => l.variantId !== variantId));
/** Empties the cart (after an order is placed). */
export const clearCart = () => write([]);
/** Replaces the whole cart with the signed-in shopper's kept cart, dropping malformed lines; not marked unsent. */
export const replaceCart = (lines: readonly CartLine[]) =>
  write(parseCart(JSON.stringify(lines)), 'kept cart');

const serverSnapshot = () => EMPTY;

/** The cart's lines; empty during server rendering and hydration, then the stored cart. */
export function useCart(): readonly CartLine[] {
  return useSyncExternalStore(subscribeCart, readCart, serverSnapshot);
}

/** Units in the cart, for badges. */
export function useCartCount(): number {
  return countItems(useCart());
}
