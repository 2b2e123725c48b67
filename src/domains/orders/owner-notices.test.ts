import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { productVariants, storeSettings } from '@/db/schema';
import { DEFAULT_CONTACT_INFO } from '@/domains/store-settings/storefront-schemas';
import { env } from '@/lib/env';
import { getJobs } from '@/lib/jobs';
import { mailJob, outboxDir } from '@/lib/mail';
import { smsJob } from '@/lib/sms';
import { JOBS } from '@/workers';
import { createCategory, createProduct } from '../../../tests/factories/catalog';
import { checkoutFor, createDeliveryArea } from '../../../tests/factories/orders';
import { parseMail } from '../../../tests/setup/eml';
import { waitForCompletedJob } from '../../../tests/setup/jobs';
import { newestSmsTo } from '../../../tests/setup/sms';
import { startSmtpServer } from '../../../tests/setup/smtp-server';

// Issue 38, item 3: the owner hears of each new order and of each variant a sale takes down to the low-stock
// threshold, by mail to the store's contact address and by SMS to its number, after the order's transaction, from
// the job queue: real PostgreSQL, a real SMTP server, SMS in the outbox (no webhook set).

const { placeOrder } = await import('./service');
const { checkoutInput } = await import('./schemas');
const { ownerNoticeJob } = await import('./mail/queue');

const OWNER = 'owner@wishah.test';
const OWNER_PHONE = '+966501234567';
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let categoryId: number;
let areaId: number;

/** The store's contact details and language, as the admin's forms would save them. */
async function setStore(contact: Partial<typeof DEFAULT_CONTACT_INFO>, defaultLocale: 'en' | 'ar' = 'en') {
  const values = { contact: { ...DEFAULT_CONTACT_INFO, ...contact }, defaultLocale, lowStockThreshold: 5 };
  await getDb()
    .insert(storeSettings)
    .values({ storeId: env.STORE_ID, ...values })
    .onConflictDoUpdate({ target: storeSettings.storeId, set: values });
}

async function variant(stock: number) {
  const sku = `OWN-${randomUUID().slice(0, 8).toUpperCase()}`;
  const product = await createProduct({
    categoryId,
    price: 4900,
    variants: [{ color: null, size: null, sku, stock, price: null }],
  });
  const [row] = await getDb()
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, product.id));
  if (!row) throw new Error('no variant');
  return { id: row.id, sku, productId: product.id };
}

const order = async (variantId: number, quantity: number) =>
  placeOrder(checkoutInput.parse(checkoutFor([{ variantId, quantity }], areaId)), null);

/** The owner notices queued for order `number`, once each has run, and what they queued in turn. */
async function noticesOf(number: number) {
  const jobs = await getJobs().find(ownerNoticeJob, { number });
  for (const job of jobs) await waitForCompletedJob(ownerNoticeJob, job.data);
  return jobs.map((job) => job.data.notice);
}

/** The mails the owner received whose subject holds `text` (each mail job waited for first). */
async function ownerMails(text: string) {
  const queued = await getJobs().find(mailJob, { to: OWNER });
  for (const job of queued.filter((j) => j.data.subject.includes(text)))
    await waitForCompletedJob(mailJob, { to: OWNER, subject: job.data.subject });
  return smtp.received
    .filter((m) => m.to.includes(OWNER))
    .map((m) => parseMail(m.data))
    .filter((m) => m.headers.subject?.includes(text));
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  env.SMTP_URL = smtp.url;
  env.SMS_WEBHOOK_URL = undefined;
  await getJobs().work(JOBS);
  categoryId = (await createCategory()).id;
  areaId = (await createDeliveryArea()).id;
});

afterAll(async () => {
  env.SMTP_URL = undefined;
  await smtp.close();
});

beforeEach(() => setStore({ email: OWNER, whatsapp: OWNER_PHONE }));

describe('the owner is told', () => {
  it('of a new order once, by mail and SMS, in the store’s language, with the order’s admin page', async () => {
    const { id } = await variant(20);
    const placed = await order(id, 2);
    expect(await noticesOf(placed.number)).toEqual([{ event: 'newOrder' }]);
    const number = `#${placed.number}`;
    const [mail, ...more] = await ownerMails(number);
    expect(more).toEqual([]);
    expect(mail?.headers.subject).toBe(`New order ${number} · $103.00 · Wishah`);
    expect(mail?.text).toContain('Layla Hassan ordered 2 items for $103.00');
    expect(mail?.html).toContain(`http://localhost:3000/en/admin/orders/${placed.number}`);
    await waitForCompletedJob(smsJob, { to: OWNER_PHONE });
    expect(newestSmsTo(outboxDir(), OWNER_PHONE)).toContain(
      `http://localhost:3000/en/admin/orders/${placed.number}`,
    );
  });

  it('in Arabic when that is the store’s language', async () => {
    await setStore({ email: OWNER, whatsapp: '' }, 'ar');
    const { id } = await variant(20);
    const placed = await order(id, 1);
    await noticesOf(placed.number);
    const number = `#${new Intl.NumberFormat('ar-u-nu-arab', { useGrouping: false }).format(placed.number)}`;
    const [mail] = await ownerMails(number);
    expect(mail?.headers.subject).toContain(`طلب جديد ${number}، `);
    // Beside Arabic-Indic digits a middle dot reads as the digit zero: the subject and the item lines take the
    // Arabic comma (lib/facts.ts).
    expect(`${mail?.headers.subject}\n${mail?.text}`).not.toContain('·');
    expect(mail?.text).toMatch(/، الكمية ١/);
    expect(mail?.html).toContain('dir="rtl"');
    expect(mail?.html).toContain(`http://localhost:3000/ar/admin/orders/${placed.number}`);
  });

  it('once when a sale takes a variant down to the low-stock threshold, not again on the next sale below it', async () => {
    const { id, sku, productId } = await variant(7);
    const crossing = await order(id, 2); // 7 → 5: at the threshold
    expect(await noticesOf(crossing.number)).toEqual([
      { event: 'newOrder' },
      { event: 'lowStock', sku, stock: 5, threshold: 5 },
    ]);
    const below = await order(id, 1); // 5 → 4: already low
    expect(await noticesOf(below.number)).toEqual([{ event: 'newOrder' }]);
    const [mail, ...more] = await ownerMails(`Running low: `);
    expect(more.filter((m) => m.headers.subject?.includes(sku))).toEqual([]);
    expect(mail?.headers.subject).toContain(sku);
    expect(mail?.text).toContain(`brought ${sku} down to 5`);
    expect(mail?.html).toContain(`http://localhost:3000/en/admin/products/${productId}`);
  });

  it('of nothing when the store has no contact address or number, and the order stands', async () => {
    await setStore({ email: '', whatsapp: '', phone: '' });
    const { id } = await variant(6);
    const placed = await order(id, 3); // 6 → 3: crosses, but there is nobody to tell
    expect(placed.created).toBe(true);
    // Both notices ran, and queued no mail or SMS.
    expect(await noticesOf(placed.number)).toHaveLength(2);
    const queued = [
      ...(await getJobs().find(mailJob)).map((job) => job.data.subject),
      ...(await getJobs().find(smsJob)).map((job) => job.data.text),
    ];
    expect(queued.filter((text) => text.includes(`#${placed.number}`))).toEqual([]);
  });
});
