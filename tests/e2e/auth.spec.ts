import { expect, newShopper, test } from './fixtures';

const TEXT = {
  en: {
    name: 'Full name',
    email: 'E-mail',
    password: 'Password',
    submit: 'Create account',
    nameMin: 'Name must be at least 4 characters',
    emailInvalid: 'Enter a valid e-mail address',
    passwordMin: 'Password must be at least 6 characters',
    required: ['Name is required', 'E-mail is required', 'Password is required'],
    exists: 'An account with this e-mail already exists. Log in instead.',
    account: 'Account',
    logout: 'Log out',
    login: 'Log in',
    wrong: 'The e-mail or password is not right.',
  },
  ar: {
    name: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    submit: 'إنشاء الحساب',
    nameMin: 'يجب ألا يقل الاسم عن ٤ أحرف',
    emailInvalid: 'أدخلي بريدًا إلكترونيًا صحيحًا',
    passwordMin: 'يجب ألا تقل كلمة المرور عن ٦ أحرف',
    required: ['الاسم مطلوب', 'البريد الإلكتروني مطلوب', 'كلمة المرور مطلوبة'],
    exists: 'يوجد حساب بهذا البريد الإلكتروني بالفعل. سجّلي الدخول بدلًا من ذلك.',
    account: 'الحساب',
    logout: 'تسجيل الخروج',
    login: 'تسجيل الدخول',
    wrong: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  },
} as const;

for (const locale of ['en', 'ar'] as const) {
  const t = TEXT[locale];

  test.describe(`sign up and log in (${locale})`, () => {
    test('sign-up validation messages are shown in the page language', async ({ page }) => {
      await page.goto(`/${locale}/signup`);
      await page.getByRole('button', { name: t.submit }).click();
      for (const message of t.required) await expect(page.getByText(message)).toBeVisible();

      await page.getByRole('textbox', { name: t.name, exact: true }).fill('Mon');
      await page.getByRole('textbox', { name: t.email, exact: true }).fill('mona@');
      await page.getByRole('textbox', { name: t.password, exact: true }).fill('12345');
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.getByText(t.nameMin)).toBeVisible();
      await expect(page.getByText(t.emailInvalid)).toBeVisible();
      await expect(page.getByText(t.passwordMin)).toBeVisible();
      // Each refused field is marked invalid for screen readers, the password too.
      for (const name of [t.name, t.email, t.password])
        await expect(page.getByRole('textbox', { name, exact: true })).toHaveAttribute(
          'aria-invalid',
          'true',
        );
      await expect(page).toHaveURL(new RegExp(`/${locale}/signup`));
    });

    test('a shopper signs up, logs out and logs back in', async ({ page }) => {
      const shopper = newShopper();
      await page.goto(`/${locale}/signup`);
      await page.getByRole('textbox', { name: t.name, exact: true }).fill(shopper.name);
      await page.getByRole('textbox', { name: t.email, exact: true }).fill(shopper.email);
      await page.getByRole('textbox', { name: t.password, exact: true }).fill(shopper.password);
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}$`));

      await page.getByRole('button', { name: t.account }).click();
      await page.getByRole('menuitem', { name: t.logout }).click();
      await expect(page.getByRole('link', { name: t.login })).toBeVisible();

      // The same e-mail cannot sign up twice.
      await page.goto(`/${locale}/signup`);
      await page.getByRole('textbox', { name: t.name, exact: true }).fill(shopper.name);
      await page.getByRole('textbox', { name: t.email, exact: true }).fill(shopper.email);
      await page.getByRole('textbox', { name: t.password, exact: true }).fill(shopper.password);
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.getByRole('alert').filter({ hasText: t.exists })).toBeVisible();

      await page.goto(`/${locale}/login`);
      await page.getByRole('textbox', { name: t.email, exact: true }).fill(shopper.email);
      await page.getByRole('textbox', { name: t.password, exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: t.login, exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: t.wrong })).toBeVisible();
      await page.getByRole('textbox', { name: t.password, exact: true }).fill(shopper.password);
      await page.getByRole('button', { name: t.login, exact: true }).click();
      await expect(page.getByRole('button', { name: t.account })).toBeVisible();
    });
  });
}

test('better-auth refuses a direct sign-up that breaks the rules, with a message key and no 500', async ({
  request,
}) => {
  const response = await request.post('/api/auth/sign-up/email', {
    data: { name: 'Mon', email: 'mon@wishah.test', password: 'secret1' },
    headers: { origin: 'http://localhost:3100' },
  });
  expect(response.status()).toBe(400);
  expect(await response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'validation.nameMin' });
});

test('a guest logging in from an admin page comes back to it', async ({ page }) => {
  await page.goto('/en/admin/users');
  await expect(page).toHaveURL(/\/en\/login\?next=%2Fadmin%2Fusers$/);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('e2e-admin@wishah.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('e2e-admin-password');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/admin\/users$/);
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
});

test('continue as guest goes back to the store', async ({ page }) => {
  await page.goto('/ar/login');
  await page.getByRole('link', { name: 'المتابعة كضيفة' }).click();
  await expect(page).toHaveURL(/\/ar$/);
});
