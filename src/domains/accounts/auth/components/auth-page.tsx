import { Stack, Text, Title } from '@mantine/core';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { ACCOUNT_MESSAGE_VALUES } from '../../limits';
import { PhoneForgotPasswordForm } from '../../phone/components/phone-forgot-password-form';
import { PhoneLoginForm } from '../../phone/components/phone-login-form';
import { PhoneSignUpForm } from '../../phone/components/phone-signup-form';
import { socialSignInsForRequest } from '../social';
import { AuthMethodTabs } from './auth-method-tabs';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginAlternatives, LoginForm } from './login-form';
import { ResetPasswordForm } from './reset-password-form';
import { SignUpAlternatives, SignUpForm, SignUpTerms } from './signup-form';
import { SocialButtons } from './social-buttons';
import { SocialSignInProvider } from './social-sign-ins';

// Login, sign-up and recovery each work by e-mail or by phone.
const Login = () => (
  <>
    <AuthMethodTabs email={<LoginForm />} phone={<PhoneLoginForm />} />
    <SocialButtons />
    <LoginAlternatives />
  </>
);
const SignUp = () => (
  <>
    <AuthMethodTabs email={<SignUpForm />} phone={<PhoneSignUpForm />} />
    <SocialButtons />
    <SignUpTerms />
    <SignUpAlternatives />
  </>
);
const Forgot = () => <AuthMethodTabs email={<ForgotPasswordForm />} phone={<PhoneForgotPasswordForm />} />;

// Each account page: its form, heading, subheading and browser-tab title (message keys).
const PAGES = {
  login: {
    Form: Login,
    title: 'auth.loginTitle',
    subtitle: 'auth.loginSubtitle',
    tab: 'auth.loginButton',
  },
  signup: {
    Form: SignUp,
    title: 'auth.signupTitle',
    subtitle: 'auth.signupSubtitle',
    tab: 'auth.signupButton',
  },
  forgot: {
    Form: Forgot,
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
  const social = kind === 'login' || kind === 'signup' ? await socialSignInsForRequest() : [];
  return (
    <Stack>
      <div>
        <Title order={1} fz="h2">
          {t(title)}
        </Title>
        <Text c="dimmed">{t(subtitle, ACCOUNT_MESSAGE_VALUES)}</Text>
      </div>
      <SocialSignInProvider providers={social}>
        <Form />
      </SocialSignInProvider>
    </Stack>
  );
}
