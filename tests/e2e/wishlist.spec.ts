import { DEMO_PRODUCTS } from '../../src/domains/catalog/demo/catalogue';
import { slugify } from '../../src/domains/catalog/schemas';
import { expect, type Shopper, test } from './fixtures';

const TEXT = {
  en: {
    add: 'Add to wishlist',
    remove: 'Remove from wishlist',
    loginFirst: 'Login First',
    login: 'Log in',
    email: 'E-mail',
    password: 'Password',
    saved: 'Saved to your wishlist',
    title: 'Wishlist',
    empty: 'Your wishlist is empty',
  },
  ar: {
    add: 'أضيفي إلى المفضلة',
    remove: 'إزالة من المفضلة',
    loginFirst: 'سجّلي الدخول أولًا',
    login: 'تسجيل الدخول',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    saved: 'حُفظ في المفضلة',
    title: 'المفضلة',
    empty: 'المفضلة فارغة',
  },
} as const;

const product = DEMO_PRODUCTS.find((p) => !p.draft && !p.soldOut);
if (!product) throw new Error('no demo product for sale');

for (const locale of ['en', 'ar'] as const) {
  const t = TEXT[locale];
  const slug = locale === 'en' ? product.slug : slugify(product.ar, 'ar');
  const name = locale === 'en' ? product.en : product.ar;

  test(`a guest is asked to log in first, then saves and removes a product (${locale})`, async ({
    page,
    loginAs,
  }) => {
    // A shopper who exists but is not signed in on this page yet.
    const shopper = (await loginAs('shopper')) as Shopper;
    await page.context().clearCookies();

    await page.goto(`/${locale}/products/${slug}`);
    await page.getByRole('button', { name: t.add }).click();
    const notice = page.getByRole('alert').filter({ hasText: t.loginFirst });
    await expect(notice).toBeVisible();
    await notice.getByRole('link', { name: t.login }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/login\\?next=`));
    // The notice stays behind: the login page does not tell the shopper to log in.
    await expect(page.getByRole('alert').filter({ hasText: t.loginFirst })).toHaveCount(0);

    await page.getByRole('textbox', { name: t.email, exact: true }).fill(shopper.email);
    await page.getByRole('textbox', { name: t.password, exact: true }).fill(shopper.password);
    await page.getByRole('button', { name: t.login, exact: true }).click();
    // Back on the product, where the heart now saves.
    await expect(page).toHaveURL(new RegExp(`/${locale}/products/`));
    await page.getByRole('button', { name: t.add }).click();
    await expect(page.getByText(t.saved)).toBeVisible();
    await expect(page.getByRole('button', { name: t.remove })).toHaveAttribute('aria-pressed', 'true');

    await page.goto(`/${locale}/wishlist`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await page.getByRole('button', { name: t.remove }).click();
    await expect(page.getByText(t.empty)).toBeVisible();
  });
}

test('the wishlist page sends a guest to log in and back', async ({ page }) => {
  await page.goto('/en/wishlist');
  await expect(page).toHaveURL(/\/en\/login\?next=%2Fwishlist$/);
});
