import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { E2E_BASE_URL } from '../../playwright.config';
import { waitForMailTo } from '../setup/eml';
import { pollFor } from '../setup/poll';
import { expectAccessible, label, MESSAGES, OUTBOX } from './checks';
import { expect, test } from './fixtures';
import { addTwoVariants, productFor } from './shop';
import { queueJob, sql } from './store-db';

// A guest's cart reminder, in English and Arabic: they tick "Remind me about my cart" at checkout and leave; once the
// wait is over the reminder job (the demo has reminders on, after a day) mails them, and the mail's link brings the
// cart back in another browser. The cart's wait is made to be over in the database, and the job is queued through
// the store's own job queue (as the every-five-minutes schedule does), so no endpoint of the store is opened for it.

for (const [index, locale] of (['en', 'ar'] as const).entries()) {
  test(`a guest's cart reminder brings the cart back (${locale})`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    const m = MESSAGES[locale];
    const email = `reminded-${locale}-${randomBytes(3).toString('hex')}@wishah.test`;
    await addTwoVariants(page, locale, productFor(20 + index));
    await page.goto(`/${locale}/checkout`);
    await page.getByRole('textbox', { name: label(m.checkout.email) }).fill(email);
    await page.getByRole('checkbox', { name: m.cartReminders.optIn.label }).check();
    const key = `guest:${email}`;
    const [kept] = await pollFor('the kept cart', async () => {
      const rows = await sql<{ lines: unknown[]; locale: string }>(
        'select lines, locale from cart_reminders where key = $1',
        [key],
      );
      return rows.length ? rows : undefined;
    });
    expect(kept?.lines).toHaveLength(2);
    expect(kept?.locale).toBe(locale);
    await expectAccessible(page, `the ${locale} checkout with the reminder box ticked`);

    // The shopper leaves; two days pass. (Taken before: the other language's run may send this one's mail first.)
    const since = Date.now();
    await sql(`update cart_reminders set active_at = now() - interval '2 days' where key = $1`, [key]);
    await queueJob('cart-reminders');
    const mail = await waitForMailTo(OUTBOX, email, since);
    expect(mail.headers.subject).toContain(m.cartRemindersMail.subject.split('{store}')[0]?.trim() ?? '');
    if (locale === 'ar') expect(mail.html).toContain('dir="rtl"');
    const restore = /href="([^"]+\/cart-reminders\/restore\?token=[^"]+)"/.exec(mail.html)?.[1];
    expect(restore).toContain(`/${locale}/cart-reminders/restore?token=`);
    expect(mail.html).toContain(`/${locale}/cart-reminders/unsubscribe?token=`);

    // In another browser with an empty cart, the link brings the two lines back and opens the cart.
    const context = await browser.newContext({
      baseURL: E2E_BASE_URL,
      extraHTTPHeaders: { 'x-forwarded-for': `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.9` },
    });
    const other = await context.newPage();
    await other.goto(restore?.replaceAll('&amp;', '&') ?? '');
    await expect(other).toHaveURL(new RegExp(`/${locale}/cart$`));
    await expect(other.getByTestId('cart-count')).toHaveAttribute('data-count', '2');
    const stored = await other.evaluate(() => JSON.parse(localStorage.getItem('cartData') ?? '[]'));
    expect(stored).toHaveLength(2);
    const [row] = await sql<{ came_back_at: Date | null; reminded_at: Date | null }>(
      'select came_back_at, reminded_at from cart_reminders where key = $1',
      [key],
    );
    expect(row?.reminded_at).toBeTruthy();
    expect(row?.came_back_at).toBeTruthy();
    await expectAccessible(other, `the ${locale} cart brought back`);
    await context.close();

    // One reminder per cart: another run sends nothing more.
    await queueJob('cart-reminders');
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const files = fs.readdirSync(OUTBOX).filter((f) => f.endsWith('.eml'));
    const toThem = files.filter((f) => fs.readFileSync(path.join(OUTBOX, f), 'utf8').includes(email));
    expect(toThem).toHaveLength(1);
  });
}
