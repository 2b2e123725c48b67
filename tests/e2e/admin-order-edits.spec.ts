import { randomBytes } from 'node:crypto';
import { expectAccessible, expectNoSidewaysScroll, label, MESSAGES, say } from './checks';
import { expect, newPhone, test } from './fixtures';

// The owner's side of orders beyond the workflow, in both languages: an order taken by phone for a customer (cash
// on delivery, through the shop's own checkout), a note on its timeline (an empty or too long one refused on its
// field), then its quantity and address edited before it ships, each step on the order's timeline; axe on each page
// and dialog visited.

for (const locale of ['en', 'ar'] as const) {
  test(`the owner takes an order by phone, notes it and edits it before it ships (${locale})`, async ({
    page,
    loginAs,
  }) => {
    test.setTimeout(150_000);
    const m = MESSAGES[locale];
    const o = m.orderOwner;
    const id = randomBytes(3).toString('hex');
    const customer = locale === 'ar' ? `سلمى ${id}` : `Salma ${id}`;
    await loginAs('admin');

    // From the orders list to the phone order's form.
    await page.goto(`/${locale}/admin/orders`);
    await expect(page.getByRole('heading', { name: m.admin.nav.orders, level: 1 })).toBeVisible();
    await expectAccessible(page, `/${locale}/admin/orders`);
    await page.getByRole('link', { name: o.phone.new }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/admin/orders/new$`));
    await expect(page.getByRole('heading', { name: o.phone.title, level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await expectAccessible(page, `/${locale}/admin/orders/new`);

    // Sent empty: each missing field says so, and nothing is placed.
    await page.getByRole('button', { name: o.phone.submit }).click();
    await expect(page.getByText(m.orders.cartEmpty)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${locale}/admin/orders/new$`));

    // A product in stock (the search keeps the options that say so), two of it.
    const picker = page.getByRole('combobox', { name: o.lines.product });
    const inStock = say(locale, 'orderOwner.lines.inStock', { count: 5, n: '§' }).split('§')[1]?.trim() ?? '';
    await picker.fill(inStock);
    const option = page.getByRole('listbox', { name: o.lines.product }).getByRole('option').first();
    await expect(option).toContainText(inStock);
    await picker.press('ArrowDown');
    await picker.press('Enter');
    await page.getByRole('button', { name: o.lines.add, exact: true }).click();
    const line = page.getByTestId('edited-line');
    await expect(line).toHaveCount(1);
    const product = ((await line.locator('p').first().textContent()) ?? '').trim();
    const quantity = page.getByRole('textbox', {
      name: say(locale, 'orderOwner.lines.quantityOf', { product }),
    });
    await quantity.fill('2');

    await page.getByLabel(label(o.phone.fullName)).fill(customer);
    await page.getByLabel(label(o.phone.phone)).fill('12345');
    await page.getByLabel(label(o.phone.area)).selectOption({ index: 1 });
    await page.getByLabel(label(o.phone.street)).fill('7 Olaya Street');
    await page.getByLabel(label(o.phone.city)).fill(locale === 'ar' ? 'الرياض' : 'Riyadh');
    // A number that is not a Saudi mobile is refused on its field.
    await page.getByRole('button', { name: o.phone.submit }).click();
    await expect(page.getByText(m.validation.phoneTenDigits)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${locale}/admin/orders/new$`));
    await page.getByLabel(label(o.phone.phone)).fill(newPhone());
    await page.getByRole('button', { name: o.phone.submit }).click();

    // The order's page: taken by phone, by the admin, cash on delivery, placed on its timeline.
    await expect(page).toHaveURL(new RegExp(`/${locale}/admin/orders/\\d+$`));
    const activity = page.getByTestId('order-activity');
    await expect(activity).toContainText(o.activity.phoneOrder);
    await expect(activity).toContainText(m.orders.timeline.placed);
    await expect(page.getByText(customer, { exact: true }).first()).toBeVisible();
    // Taken without an e-mail: the order says there is none.
    await expect(
      page
        .getByText(m.adminOrders.facts.email, { exact: true })
        .first()
        .locator('xpath=following-sibling::dd[1]'),
    ).toHaveText(m.orders.facts.none);
    await expectAccessible(page, `/${locale}/admin/orders/[number] (phone order)`);

    // A note: empty and too long are refused on the field, naming the limit; then one is added.
    const note = page.getByLabel(o.activity.noteLabel);
    const addNote = page.getByRole('button', { name: o.activity.addNote });
    await addNote.click();
    await expect(page.getByText(o.noteRequired)).toBeVisible();
    await note.fill('x'.repeat(1001));
    await addNote.click();
    await expect(page.getByText(say(locale, 'orderOwner.noteTooLong', { max: 1000 }))).toBeVisible();
    const text =
      locale === 'ar'
        ? `اتصلت العميلة ${id}: التوصيل بعد الخامسة`
        : `Customer ${id} called: deliver after 5 pm`;
    await note.fill(text);
    await addNote.click();
    await expect(activity.getByText(text)).toBeVisible();
    await expect(activity).toContainText(o.activity.note);
    await expect(note).toHaveValue('');

    // The edit: one fewer, and another street.
    await page.getByRole('button', { name: o.edit.open }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectAccessible(page, `/${locale}/admin/orders/[number] edit dialog`);
    const edited = dialog.getByRole('textbox', {
      name: say(locale, 'orderOwner.lines.quantityOf', { product }),
    });
    await expect(edited).toBeVisible();
    await edited.fill('1');
    await dialog.getByLabel(o.edit.street).fill('9 Prince Sultan Road');
    await dialog.getByRole('button', { name: o.edit.submit }).click();
    await expect(page.locator('.mantine-Notification-root').filter({ hasText: o.edit.saved })).toBeVisible();
    await expect(dialog).toBeHidden();

    // The timeline tells what changed and who changed it; the order shows it.
    const edit = activity.locator('[data-type="edit"]');
    await expect(edit).toHaveCount(1);
    await expect(edit).toContainText(o.activity.edit);
    await expect(edit).toContainText('9 Prince Sultan Road');
    await expect(edit).toContainText(product);
    await expect(page.getByText('9 Prince Sultan Road', { exact: true }).first()).toBeVisible();
    await expectAccessible(page, `/${locale}/admin/orders/[number] (edited)`);
  });
}

test('the phone order form fits an Arabic phone screen @phone', async ({ page, loginAs }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await loginAs('admin');
  await page.goto('/ar/admin/orders/new');
  await expect(
    page.getByRole('heading', { name: MESSAGES.ar.orderOwner.phone.title, level: 1 }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoSidewaysScroll(page, '/ar/admin/orders/new at 360 px');
  await expectAccessible(page, '/ar/admin/orders/new (phone)');
});
