import { expect, test } from './fixtures';

// Social sign-in buttons appear only for providers with credentials in the environment; the test store has none.
for (const [locale, loginHeading, continueWith] of [
  ['en', 'Welcome back', /Continue with/],
  ['ar', 'مرحبًا بعودتك', /المتابعة باستخدام/],
] as const) {
  test(`the ${locale} login and sign-up pages offer no social sign-in when none is configured`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/login`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(loginHeading);
    await expect(page.getByRole('button', { name: continueWith })).toHaveCount(0);
    await page.goto(`/${locale}/signup`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: continueWith })).toHaveCount(0);
  });
}
