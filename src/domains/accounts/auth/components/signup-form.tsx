'use client';

import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { FormBanner } from '@/components/form-kit/form-banner';
import { lazySchema } from '@/components/form-kit/lazy-schema';
import { useActionForm } from '@/components/form-kit/use-action-form';
import { Link } from '@/i18n/navigation';
import { safeReturnPath } from '../../return-path';
import type { SignUpInput } from '../../schemas';
import { loadAuthClient } from '../lazy-client';
import { EmailInput, NameInput, NewPasswordInput } from './account-fields';
import { ACCOUNT_MESSAGES, useAuthResult, useReturnAfterSignIn, useReturnParam } from './use-auth-error';

const signUpRules = lazySchema(() => import('../../schemas').then((m) => m.signUpSchema));

/** E-mail sign-up (spec section 5): the same zod schema runs here and in better-auth's endpoint. */
export function SignUpForm() {
  const t = useTranslations('auth');
  const authResult = useAuthResult();
  const returnAfterSignIn = useReturnAfterSignIn();
  const form = useForm<SignUpInput>({
    mode: 'uncontrolled',
    initialValues: { name: '', email: '', password: '' },
    validate: signUpRules.validate,
    validateInputOnBlur: true,
  });
  const { onSubmit, pending, banner, inputProps } = useActionForm({
    form,
    schema: signUpRules,
    messages: ACCOUNT_MESSAGES,
    submit: async (values) => authResult(await (await loadAuthClient()).signUp.email(values), values),
    successMessage: (data) => t('welcome', { name: data.user.name }),
    onSuccess: returnAfterSignIn,
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormBanner message={banner} />
        <NameInput key={form.key('name')} {...inputProps('name')} />
        <EmailInput key={form.key('email')} {...inputProps('email')} />
        <NewPasswordInput label={t('password')} key={form.key('password')} {...inputProps('password')} />
        <Button type="submit" loading={pending} fullWidth>
          {t('signupButton')}
        </Button>
      </Stack>
    </form>
  );
}

/** Below both sign-up tabs: log in instead, keeping the return path. */
export function SignUpAlternatives() {
  const next = useReturnParam();
  const t = useTranslations('auth');
  return (
    <Text size="sm" ta="center">
      {t('haveAccount')}{' '}
      <Anchor
        component={Link}
        href={{ pathname: '/login', query: next ? { next: safeReturnPath(next) } : {} }}
        underline="always"
      >
        {t('loginButton')}
      </Anchor>
    </Text>
  );
}

/** What signing up agrees to, with both pages a click away (every way of signing up: e-mail, phone, social). */
export function SignUpTerms() {
  const t = useTranslations('auth');
  const link = (href: '/terms' | '/privacy') => (chunks: ReactNode) => (
    <Anchor component={Link} href={href} underline="always" inherit>
      {chunks}
    </Anchor>
  );
  return (
    <Text size="sm" c="dimmed" ta="center" data-testid="signup-terms">
      {t.rich('acceptTerms', { terms: link('/terms'), privacy: link('/privacy') })}
    </Text>
  );
}
