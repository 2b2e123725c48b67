import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb } from '@/db/client';
import { stockAlerts } from '@/db/schema/stock-alerts';
import type { SessionUser } from '@/domains/accounts/session';
import { readSellableVariants } from '@/domains/catalog/stock';
import { originOf, readStoreSettings } from '@/domains/store-settings/queries';
import type { Locale } from '@/i18n/routing';
import { DomainError } from '@/lib/domain-error';
import { queueMail } from '@/lib/mail';
import { type RateLimit, takeRateLimit } from '@/lib/rate-limit';
import type { stockAlertInput } from './schemas';

/** Asks one client address may make in an hour: enough for a shopper, too few to flood someone's inbox. */
export const STOCK_ALERT_RATE_LIMIT: RateLimit = { max: 20, windowSeconds: 60 * 60 };

/** Alerts one run mails in one transaction; a run goes on until none is left. */
const BATCH = 200;

const newToken = () => randomBytes(32).toString('base64url');

/** An account's address when it is a real one: an account opened by phone has a stand-in under `.invalid`. */
const realEmail = (user: SessionUser) => (user.email.endsWith('.invalid') ? null : user.email);

/**
 * Records a shopper's wish to hear when a sold-out variant is back: a guest's typed address, a signed-in shopper's
 * own. Asking again for the same variant and address is one request (mailed once); asking again after being mailed
 * waits anew. A variant in stock (or not for sale) is refused; an address over its hourly allowance too.
 */
export async function requestStockAlert(
  input: z.output<typeof stockAlertInput>,
  user: SessionUser | null,
  clientAddress: string,
): Promise<{ email: string }> {
  const email = ((user && realEmail(user)) || input.email || '').toLowerCase();
  if (!email) throw new DomainError('validation.emailRequired', 'email');
  const variant = (await readSellableVariants(getDb(), [input.variantId])).get(input.variantId);
  if (!variant) throw new DomainError('stockAlerts.errors.notFound', 'variantId');
  if (variant.stock > 0) throw new DomainError('stockAlerts.errors.inStock', 'variantId');
  const limit = await takeRateLimit(`stock-alert:${clientAddress}`, STOCK_ALERT_RATE_LIMIT);
  if (!limit.allowed) throw new DomainError('stockAlerts.errors.tooMany', 'email');
  await getDb()
    .insert(stockAlerts)
    .values({
      variantId: input.variantId,
      email,
      userId: user?.id ?? null,
      locale: input.locale,
      token: newToken(),
    })
    .onConflictDoUpdate({
      target: [stockAlerts.variantId, stockAlerts.email],
      // Still waiting: the first ask stands (its language too). Mailed before: waits again, in today's language.
      set: { notifiedAt: null, locale: input.locale, createdAt: sql`now()`, demo: false },
      setWhere: isNotNull(stockAlerts.notifiedAt),
    });
  return { email };
}

/**
 * The unsubscribe link: every request of its address still waiting is dropped, so no more back-in-stock mail goes
 * to it. False for a link that names nothing (already used, or made up).
 */
export async function unsubscribeStockAlerts(token: string): Promise<boolean> {
  const [alert] = await getDb()
    .select({ email: stockAlerts.email })
    .from(stockAlerts)
    .where(eq(stockAlerts.token, token));
  if (!alert) return false;
  await getDb()
    .delete(stockAlerts)
    .where(and(eq(stockAlerts.email, alert.email), isNull(stockAlerts.notifiedAt)));
  // The mailed requests stay (the owner's count of who came back), but their links stop working.
  await getDb()
    .update(stockAlerts)
    .set({ token: sql`${newToken()} || '-' || ${stockAlerts.id}` })
    .where(eq(stockAlerts.email, alert.email));
  return true;
}

/**
 * Mails every shopper waiting for a variant that has stock again, once each, in the language they asked in, with
 * the product's link and an unsubscribe link. The requests are claimed row by row (`for update skip locked`) and
 * marked mailed in the same transaction as their mails are queued, so runs at the same time (two restocks, two
 * instances) never mail one request twice; a run that fails before its commit leaves them waiting for the next.
 * Returns how many were mailed.
 */
export async function mailRestockedAlerts(): Promise<number> {
  const db = getDb();
  const waiting = await db
    .selectDistinct({ variantId: stockAlerts.variantId })
    .from(stockAlerts)
    .where(isNull(stockAlerts.notifiedAt));
  if (!waiting.length) return 0;
  const variants = await readSellableVariants(
    db,
    waiting.map((w) => w.variantId),
  );
  const back = [...variants.values()].filter((v) => v.stock > 0);
  if (!back.length) return 0;
  const settings = await readStoreSettings();
  const origin = originOf(settings.customDomain);
  const { renderBackInStockMail } = await import('./mail/render');
  let mailed = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(stockAlerts)
        .where(
          and(
            inArray(
              stockAlerts.variantId,
              back.map((v) => v.variantId),
            ),
            isNull(stockAlerts.notifiedAt),
          ),
        )
        .orderBy(asc(stockAlerts.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const alert of rows) {
        const variant = variants.get(alert.variantId);
        if (!variant) continue;
        const locale: Locale = alert.locale === 'ar' ? 'ar' : 'en';
        const slug = locale === 'ar' ? variant.slugAr : variant.slugEn;
        const message = await renderBackInStockMail({
          locale,
          variant,
          store: { name: settings.storeName[locale], color: settings.primaryColor },
          productLink: `${origin}/${locale}/products/${encodeURIComponent(slug)}`,
          unsubscribeLink: `${origin}/${locale}/stock-alerts/unsubscribe?token=${alert.token}`,
        });
        await queueMail({ to: alert.email, ...message });
      }
      if (rows.length)
        await tx
          .update(stockAlerts)
          .set({ notifiedAt: sql`now()` })
          .where(
            inArray(
              stockAlerts.id,
              rows.map((r) => r.id),
            ),
          );
      return rows.length;
    });
    mailed += claimed;
    if (claimed < BATCH) return mailed;
  }
}
