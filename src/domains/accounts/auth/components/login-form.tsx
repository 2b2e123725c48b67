'use client';

import { Anchor, Button, Divider, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { FormBanner } from '@/components/form-kit/form-banner';
import { lazySchema } from '@/components/form-kit/lazy-schema';
import { Link } from '@/i18n/navigation';
import { safeReturnPath } from '../../return-path';
import { LazyTwoFactorStep } from '../../two-factor/components/lazy-two-factor-step';
import { loadAuthClient } from '../lazy-client';
import { CurrentPasswordInput, EmailInput } from './account-fields';
import { useReturnParam, useSignInForm } from './use-auth-error';

const loginRules = lazySchema(() => import('../../schemas').then((m) => m.loginSchema));

/** E-mail and password login, with "continue as guest" back to where the shopper was. */
export function LoginForm() {
  const t = useTranslations('auth');
  const { form, onSubmit, pending, banner, inputProps, twoFactor, returnAfterSignIn } = useSignInForm(
    loginRules,
    { email: '', password: '' },
    async (values) => (await loadAuthClient()).signIn.email(values),
  );

  if (twoFactor) return <LazyTwoFactorStep onDone={returnAfterSignIn} />;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormBanner message={banner} />
        <EmailInput key={form.key('email')} {...inputProps('email')} />
        <CurrentPasswordInput key={form.key('password')} {...inputProps('password')} />
        <Anchor component={Link} href="/forgot-password" size="sm" ta="end">
          {t('forgotPasswordLink')}
        </Anchor>
        <Button type="submit" loading={pending} fullWidth>
          {t('loginButton')}
        </Button>
      </Stack>
    </form>
  );
}

/** Below both login tabs: sign up instead, or carry on as a guest (guests may browse and buy). */
export function LoginAlternatives() {
  const next = useReturnParam();
  const t = useTranslations('auth');
  const returnTo = safeReturnPath(next);
  return (
    <Stack>
      <Text size="sm" ta="center">
        {t('noAccount')}{' '}
        <Anchor
          component={Link}
          href={{ pathname: '/signup', query: next ? { next: returnTo } : {} }}
          underline="always"
        >
          {t('signupButton')}
        </Anchor>
      </Text>
      <Divider label={t('or')} />
      <Button component={Link} href={returnTo} variant="default" fullWidth>
        {t('continueAsGuest')}
      </Button>
    </Stack>
  );
}
