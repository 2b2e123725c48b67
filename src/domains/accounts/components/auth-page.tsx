import { Stack, Text, Title } from '@mantine/core';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { ResetPasswordForm } from './reset-password-form';
import { SignUpForm } from './signup-form';

// Each account page: its form, heading, subheading and browser-tab title (message keys).
const PAGES = {
  login: {
    Form: LoginForm,
    title: 'auth.loginTitle',
    subtitle: 'auth.loginSubtitle',
    tab: 'auth.loginButton',
  },
  signup: {
    Form: SignUpForm,
    title: 'auth.signupTitle',
    subtitle: 'auth.signupSubtitle',
    tab: 'auth.signupButton',
  },
  forgot: {
    Form: ForgotPasswordForm,
    title: 'passwordReset.forgotTitle',
    subtitle: 'passwordReset.forgotSubtitle',
    tab: 'passwordReset.forgotTitle',
  },
  reset: {
    Form: ResetPasswordForm,
    title: 'passwordReset.resetTitle',
    subtitle: 'passwordReset.resetSubtitle',
    tab: 'passwordReset.resetTitle',
  },
} as const;

type Kind = keyof typeof PAGES;

/** The `<title>` of an account page (login, sign-up, password recovery); none is indexed. */
export function authMetadata(kind: Kind) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const locale = await pageLocale(params);
    const t = await getTranslations({ locale });
    return { title: t(PAGES[kind].tab), robots: { index: false } };
  };
}

/** An account page in the (auth) frame: its heading, then its form. */
export async function AuthPage({ kind }: { kind: Kind }) {
  const t = await getTranslations();
  const { Form, title, subtitle } = PAGES[kind];
  return (
    <Stack>
      <div>
        <Title order={1} fz="h2">
          {t(title)}
        </Title>
        <Text c="dimmed">{t(subtitle)}</Text>
      </div>
      <Form />
    </Stack>
  );
}
