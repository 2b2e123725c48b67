import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb } from '@/db/client';
import { cartReminderOptOuts, cartReminderSettings, cartReminders } from '@/db/schema/cart-reminders';
import { readUserEmails } from '@/domains/accounts/users/queries';
import type { CartLine } from '@/domains/cart/cart-store';
import { type KeptCart, listIdleCarts } from '@/domains/cart/queries';
import { readSellableVariants } from '@/domains/catalog/stock';
import { originOf, readStoreSettings } from '@/domains/store-settings/queries';
import type { Locale } from '@/i18n/routing';
import { DomainError } from '@/lib/domain-error';
import { env } from '@/lib/env';
import { queueMail } from '@/lib/mail';
import { type RateLimit, takeRateLimit } from '@/lib/rate-limit';
import { readReminderSettings } from './queries';
import type { CartReminderSettings, rememberCartInput } from './schemas';

/** Opt-ins one client address may send in an hour (each change of the cart at checkout sends one). */
export const REMEMBER_RATE_LIMIT: RateLimit = { max: 60, windowSeconds: 60 * 60 };

type StoredCartLine = KeptCart['lines'][number];

const newToken = () => randomBytes(32).toString('base64url');
const HOUR = 60 * 60 * 1000;

/** Settings → Cart reminders: on or off, and how long a cart waits before its reminder. */
export async function saveReminderSettings(values: CartReminderSettings): Promise<void> {
  await getDb()
    .insert(cartReminderSettings)
    .values({ storeId: env.STORE_ID, ...values })
    .onConflictDoUpdate({ target: cartReminderSettings.storeId, set: values });
}

/**
 * A guest ticked "Remind me about my cart" at checkout (or changed the cart with it ticked): their address and cart
 * are kept, and the cart's clock starts again. An address that unsubscribed before has now agreed again.
 */
export async function rememberGuestCart(
  input: z.output<typeof rememberCartInput>,
  clientAddress: string,
): Promise<void> {
  const limit = await takeRateLimit(`cart-reminder:${clientAddress}`, REMEMBER_RATE_LIMIT);
  if (!limit.allowed) throw new DomainError('cartReminders.errors.tooMany', 'email');
  const email = input.email.toLowerCase();
  const lines = input.lines.map(({ variantId, quantity }) => ({ variantId, quantity }));
  await getDb().transaction(async (tx) => {
    await tx.delete(cartReminderOptOuts).where(eq(cartReminderOptOuts.email, email));
    await tx
      .insert(cartReminders)
      .values({ key: `guest:${email}`, email, locale: input.locale, lines, token: newToken() })
      .onConflictDoUpdate({
        target: cartReminders.key,
        targetWhere: isNull(cartReminders.orderedAt),
        // The same cart, changed: its clock starts again; one reminder per cart still (remindedAt stays).
        set: { lines, locale: input.locale, activeAt: sql`now()` },
      });
  });
}

/** The box unticked: this address's cart is not reminded (a reminder already sent stays counted). */
export async function forgetGuestCart(email: string): Promise<void> {
  await getDb()
    .delete(cartReminders)
    .where(
      and(
        eq(cartReminders.key, `guest:${email.toLowerCase()}`),
        isNull(cartReminders.orderedAt),
        isNull(cartReminders.remindedAt),
      ),
    );
}

/**
 * Sends the reminders due now: when the owner has them on, each cart left alone for the delay, with an address that
 * agreed (a guest's tick, a signed-in shopper's account), not unsubscribed, not ordered since, not reminded yet, gets
 * one mail whose link brings it back. Rows are claimed (`skip locked`, or inserted once) in the transaction that
 * marks them reminded, so runs side by side never mail one cart twice. Returns how many were sent.
 */
export async function sendDueReminders(now = new Date()): Promise<number> {
  const settings = await readReminderSettings();
  if (!settings.enabled) return 0;
  const before = new Date(now.getTime() - settings.delayHours * HOUR);
  const store = await readStoreSettings();
  const origin = originOf(store.customDomain);
  const { renderCartReminderMail } = await import('./mail/render');
  const mail = async (row: { email: string; locale: string; token: string; lines: StoredCartLine[] }) => {
    const locale: Locale = row.locale === 'ar' ? 'ar' : 'en';
    const items = await browserLines(row.lines, locale);
    if (!items.length) return false; // nothing in it is for sale any more
    const message = await renderCartReminderMail({
      locale,
      store: { name: store.storeName[locale], color: store.primaryColor },
      items: items.map((i) => ({
        name: i.name,
        quantity: i.quantity,
        options: [i.color, i.size].filter(Boolean).join(' / '),
      })),
      restoreLink: `${origin}/${locale}/cart-reminders/restore?token=${row.token}`,
      unsubscribeLink: `${origin}/${locale}/cart-reminders/unsubscribe?token=${row.token}`,
    });
    await queueMail({ to: row.email, ...message });
    return true;
  };
  const optedOut = sql`${cartReminders.email} in (select ${cartReminderOptOuts.email} from ${cartReminderOptOuts})`;

  // Guests who agreed at checkout.
  const guests = await getDb().transaction(async (tx) => {
    const due = await tx
      .select()
      .from(cartReminders)
      .where(
        and(
          isNull(cartReminders.userId),
          isNull(cartReminders.orderedAt),
          isNull(cartReminders.remindedAt),
          lt(cartReminders.activeAt, before),
          sql`not ${optedOut}`,
        ),
      )
      .orderBy(asc(cartReminders.id))
      .limit(200)
      .for('update', { skipLocked: true });
    const sent: number[] = [];
    for (const row of due) if (await mail(row)) sent.push(row.id);
    if (due.length)
      await tx
        .update(cartReminders)
        .set({ remindedAt: sql`now()` })
        .where(
          inArray(
            cartReminders.id,
            due.map((r) => r.id),
          ),
        );
    return sent.length;
  });

  // Signed-in shoppers' kept carts: one open row each, made by its reminder.
  const idle = await listIdleCarts(before);
  const open = idle.length
    ? await getDb()
        .select({ key: cartReminders.key })
        .from(cartReminders)
        .where(
          and(
            inArray(
              cartReminders.key,
              idle.map((c) => `user:${c.userId}`),
            ),
            isNull(cartReminders.orderedAt),
          ),
        )
    : [];
  const reminded = new Set(open.map((r) => r.key));
  const waiting = idle.filter((c) => !reminded.has(`user:${c.userId}`));
  const emails = await readUserEmails(waiting.map((c) => c.userId));
  let members = 0;
  for (const cart of waiting) {
    const email = emails.get(cart.userId)?.toLowerCase();
    if (!email) continue;
    const sentOne = await getDb().transaction(async (tx) => {
      const [out] = await tx
        .select({ n: count() })
        .from(cartReminderOptOuts)
        .where(eq(cartReminderOptOuts.email, email));
      if (out?.n) return false;
      const [row] = await tx
        .insert(cartReminders)
        .values({
          key: `user:${cart.userId}`,
          userId: cart.userId,
          email,
          locale: store.defaultLocale,
          lines: cart.lines,
          activeAt: cart.updatedAt,
          remindedAt: sql`now()`,
          token: newToken(),
        })
        .onConflictDoNothing()
        .returning();
      return row ? mail(row) : false;
    });
    if (sentOne) members++;
  }
  return guests + members;
}

/** A reminder's lines as the browser's cart holds them, in `locale`; lines no longer for sale are dropped. */
async function browserLines(lines: readonly StoredCartLine[], locale: Locale): Promise<CartLine[]> {
  const variants = await readSellableVariants(
    getDb(),
    lines.map((l) => l.variantId),
  );
  const ar = locale === 'ar';
  return lines.flatMap((line) => {
    const v = variants.get(line.variantId);
    if (!v) return [];
    return [
      {
        variantId: v.variantId,
        productId: v.productId,
        quantity: Math.min(line.quantity, Math.max(v.stock, 1)),
        name: ar ? v.nameAr : v.nameEn,
        slug: ar ? v.slugAr : v.slugEn,
        image: v.image,
        price: v.price,
        color: ar ? v.colorAr : v.colorEn,
        size: ar ? v.sizeAr : v.sizeEn,
        stock: v.stock,
      },
    ];
  });
}

/**
 * The reminder's link followed: its cart, as the browser holds one, in the page's language, and the first follow
 * counted as "came back". Null for a link that names nothing.
 */
export async function restoreCart(token: string, locale: Locale): Promise<CartLine[] | null> {
  const [row] = await getDb()
    .update(cartReminders)
    .set({ cameBackAt: sql`coalesce(${cartReminders.cameBackAt}, now())` })
    .where(and(eq(cartReminders.token, token), isNotNull(cartReminders.remindedAt)))
    .returning({ lines: cartReminders.lines });
  return row ? browserLines(row.lines, locale) : null;
}

/** The reminder's unsubscribe link: its address is never reminded again. False for a link that names nothing. */
export async function unsubscribeReminders(token: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ email: cartReminders.email })
    .from(cartReminders)
    .where(eq(cartReminders.token, token));
  if (!row) return false;
  await getDb().insert(cartReminderOptOuts).values({ email: row.email }).onConflictDoNothing();
  return true;
}
