import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import pg from 'pg';
import { E2E_ADMIN, E2E_BASE_URL } from '../../playwright.config';
import { waitForMailTo } from '../setup/eml';
import { expectAccessible, expectNoSidewaysScroll, label, MESSAGES, OUTBOX } from './checks';
import { expect, test } from './fixtures';

// "Tell me when it is back": a sold-out size asked for by a guest in Arabic and by a signed-in shopper in English;
// the owner sees them waiting and restocks it in the product form; each gets one mail in their language, with the
// product's link and an unsubscribe link that works.

const { en, ar } = MESSAGES;
const dataDir = path.join(os.tmpdir(), `wishah-e2e-${new URL(E2E_BASE_URL).port}`);

type Made = { id: number; slugEn: string; slugAr: string; nameEn: string; nameAr: string };

/**
 * A product of this spec's own, straight into the database as a draft (restocking a demo scarf would change what
 * other specs see): sizes Small (in stock) and Large (sold out), in a category the listing specs do not count. The
 * owner publishes it through the product form (`publish`), so the listings' caches learn of it as they would of any
 * product; one written into a cached listing's table behind its back would leave it stale for the listing specs.
 */
async function soldOutLarge(): Promise<Made> {
  const id = randomBytes(3).toString('hex');
  const made = {
    slugEn: `alert-wrap-${id}`,
    slugAr: `لفة-تنبيه-${id}`,
    nameEn: `Alert wrap ${id}`,
    nameAr: `لفة تنبيه ${id}`,
  };
  const db = new pg.Client(fs.readFileSync(path.join(dataDir, 'database-url'), 'utf8'));
  await db.connect();
  try {
    const { rows } = await db.query<{ id: number }>(
      `with category as (
         select c.id from categories c where c.slug_en <> 'silk-scarves' and c.parent_id is null order by c.id limit 1
       ), product as (
         insert into products (slug_en, slug_ar, name_en, name_ar, category_id, price, published)
         select $1, $2, $3, $4, category.id, 2500, false from category returning id
       ), sizes as (
         insert into product_option_values (product_id, kind, name_en, name_ar, position)
         select product.id, 'size', s.en, s.ar, s.pos from product,
           (values ('Small', 'صغير', 0), ('Large', 'كبير', 1)) as s(en, ar, pos)
         returning id, product_id, position
       )
       insert into product_variants (product_id, size_id, sku, stock)
       select product_id, id, $5 || '-' || position, case when position = 0 then 5 else 0 end from sizes
       returning product_id as id`,
      [made.slugEn, made.slugAr, made.nameEn, made.nameAr, `ALERT-${id}`],
    );
    const productId = rows[0]?.id;
    if (!productId) throw new Error('the alert product was not made');
    return { id: productId, ...made };
  } finally {
    await db.end();
  }
}

/** The owner, signed in, publishes the draft from its product form. */
async function publish(browser: Browser, product: Made) {
  const owner = await newVisitor(browser);
  const signIn = await owner.context.request.post(`${E2E_BASE_URL}/api/auth/sign-in/email`, {
    data: E2E_ADMIN,
    headers: { origin: E2E_BASE_URL },
  });
  expect(signIn.status()).toBe(200);
  await owner.page.goto(`/en/admin/products/${product.id}`);
  // A click before the form has hydrated does not stay: check again until it does (check() never unticks).
  const published = owner.page.getByRole('switch', { name: en.adminCatalog.published });
  await expect(async () => published.check({ timeout: 2_000 })).toPass({ timeout: 20_000 });
  await owner.page.getByRole('button', { name: en.common.save, exact: true }).click();
  await expect(owner.page.getByText(en.adminCatalog.product.saved)).toBeVisible();
  return owner;
}

/** A browser of its own, posing as its own client address. */
async function newVisitor(browser: Browser) {
  const octet = () => randomBytes(1)[0] ?? 1;
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` },
  });
  return { context, page: await context.newPage() };
}

test('a sold-out size asked for in Arabic and English is mailed to each once the owner restocks it', async ({
  page,
  browser,
  loginAs,
}) => {
  test.setTimeout(120_000);
  const product = await soldOutLarge();
  const owner = await publish(browser, product);
  const since = Date.now();
  const guestEmail = `alert-guest-${randomBytes(3).toString('hex')}@wishah.test`;

  // A guest, in Arabic: Large is sold out; the form asks for an address, and refuses a bad one in Arabic.
  const guest = await newVisitor(browser);
  const g = guest.page;
  await g.goto(`/ar/products/${encodeURIComponent(product.slugAr)}`);
  const form = g.getByTestId('stock-alert');
  await expect(form.getByText(ar.stockAlerts.form.title)).toBeVisible();
  // The form answers once the page has hydrated: a value typed and sent before that is lost, so try until it answers.
  await expect(async () => {
    await form.getByRole('textbox', { name: label(ar.stockAlerts.form.email) }).fill('not-an-address');
    await form.getByRole('button', { name: ar.stockAlerts.form.submit }).click();
    await expect(form.getByText(ar.validation.emailInvalid)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await form.getByRole('textbox', { name: label(ar.stockAlerts.form.email) }).fill(guestEmail);
  await form.getByRole('button', { name: ar.stockAlerts.form.submit }).click();
  await expect(g.getByRole('status').getByText(ar.stockAlerts.form.doneTitle)).toBeVisible();
  await expectAccessible(g, 'the Arabic product page after asking');

  // A signed-in shopper, in English: one click, with their account's address.
  const shopper = await loginAs('shopper');
  await page.goto(`/en/products/${product.slugEn}`);
  const mine = page.getByTestId('stock-alert');
  await expect(mine.getByText(shopper.email)).toBeVisible();
  await expect(mine.getByRole('textbox')).toHaveCount(0);
  await mine.getByRole('button', { name: en.stockAlerts.form.submit }).click();
  await expect(page.getByRole('status').getByText(en.stockAlerts.form.doneTitle)).toBeVisible();
  await expectAccessible(page, 'the English product page after asking');

  // The owner sees two waiting for Large, and restocks it.
  const o = owner.page;
  await o.goto(`/en/admin/products/${product.id}`);
  const waiting = o.getByTestId('waiting-for-restock');
  await expect(waiting.getByRole('row')).toHaveCount(2); // header + Large
  await expect(waiting.getByRole('row').nth(1)).toContainText('Large');
  await expect(waiting.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText('2');
  await expectAccessible(o, 'the admin product page with shoppers waiting');
  await o.getByRole('textbox', { name: new RegExp(`^${en.adminCatalog.product.stock} .*Large`) }).fill('3');
  await o.getByRole('button', { name: en.common.save, exact: true }).click();
  await expect(o.getByText(en.adminCatalog.product.saved)).toBeVisible();

  // Each gets one mail, in their language, with the product's link and an unsubscribe link.
  const arMail = await waitForMailTo(OUTBOX, guestEmail, since);
  expect(arMail.headers.subject).toContain(product.nameAr);
  expect(arMail.html).toContain('dir="rtl"');
  expect(arMail.html).toContain(`/ar/products/${encodeURIComponent(product.slugAr)}`);
  const enMail = await waitForMailTo(OUTBOX, shopper.email, since);
  expect(enMail.headers.subject).toContain(product.nameEn);
  expect(enMail.html).toContain(`/en/products/${product.slugEn}`);

  // The Arabic mail's product link opens the product, now in stock; its unsubscribe link works once.
  const productLink = /href="([^"]+\/ar\/products\/[^"]+)"/.exec(arMail.html)?.[1];
  const unsubscribe = /href="([^"]+\/ar\/stock-alerts\/unsubscribe\?token=[^"]+)"/.exec(arMail.html)?.[1];
  expect(productLink).toBeDefined();
  expect(unsubscribe).toBeDefined();
  await g.goto(productLink?.replaceAll('&amp;', '&') ?? '');
  await expect(g.getByRole('heading', { level: 1, name: product.nameAr })).toBeVisible();
  await g.goto(unsubscribe?.replaceAll('&amp;', '&') ?? '');
  await expect(
    g.getByRole('heading', { level: 1, name: ar.stockAlertsPages.unsubscribe.title }),
  ).toBeVisible();
  await expectAccessible(g, 'the Arabic unsubscribe page');
  await g.getByRole('button', { name: ar.stockAlertsPages.unsubscribe.confirm }).click();
  await expect(g.getByText(ar.stockAlertsPages.unsubscribe.done)).toBeVisible();
  await g.reload();
  await expect(g.getByText(ar.stockAlertsPages.unsubscribe.invalid)).toBeVisible();

  // Nobody waits any more: the owner's page no longer lists the variant.
  await o.reload();
  await expect(o.getByTestId('waiting-for-restock')).toHaveCount(0);
  await guest.context.close();
  await owner.context.close();
});

test('the Arabic "tell me when it is back" fits a phone @phone', async ({ page, browser }) => {
  const product = await soldOutLarge();
  await (await publish(browser, product)).context.close();
  await page.goto(`/ar/products/${encodeURIComponent(product.slugAr)}`);
  const form = page.getByTestId('stock-alert');
  await form.getByRole('button', { name: ar.stockAlerts.form.submit }).click();
  // A guest with no address is told so in Arabic, and nothing is stored.
  await expect(form.getByText(ar.validation.emailRequired)).toBeVisible();
  await expectNoSidewaysScroll(page, 'the Arabic product page on a phone');
  await expectAccessible(page, 'the Arabic product page on a phone');
});
