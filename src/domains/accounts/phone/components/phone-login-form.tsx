'use client';

import { Anchor, Button, Stack } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { FormBanner } from '@/components/form-kit/form-banner';
import { lazySchema } from '@/components/form-kit/lazy-schema';
import { Link } from '@/i18n/navigation';
import { CurrentPasswordInput } from '../../auth/components/account-fields';
import { useSignInForm } from '../../auth/components/use-auth-error';
import { loadAuthClient } from '../../auth/lazy-client';
import { LazyTwoFactorStep } from '../../two-factor/components/lazy-two-factor-step';
import { PhoneInput } from './phone-fields';

const phoneLoginRules = lazySchema(() => import('../../schemas').then((m) => m.phoneLoginSchema));

/** Phone number and password login; the number may be typed with or without the country code. */
export function PhoneLoginForm() {
  const t = useTranslations('auth');
  const { form, onSubmit, pending, banner, inputProps, twoFactor, returnAfterSignIn } = useSignInForm(
    phoneLoginRules,
    { phoneNumber: '', password: '' },
    async (values) => (await loadAuthClient()).signIn.phoneNumber(values),
  );

  if (twoFactor) return <LazyTwoFactorStep onDone={returnAfterSignIn} />;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormBanner message={banner} />
        <PhoneInput key={form.key('phoneNumber')} {...inputProps('phoneNumber')} />
        <CurrentPasswordInput key={form.key('password')} {...inputProps('password')} />
        <Anchor
          component={Link}
          href={{ pathname: '/forgot-password', query: { method: 'phone' } }}
          size="sm"
          ta="end"
        >
          {t('forgotPasswordLink')}
        </Anchor>
        <Button type="submit" loading={pending} fullWidth>
          {t('loginButton')}
        </Button>
      </Stack>
    </form>
  );
}
