'use client';

import { Alert, Anchor, Button, Divider, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link, useRouter } from '@/i18n/navigation';
import { type LoginInput, loginSchema, safeReturnPath } from '../../schemas';
import { authClient } from '../client';
import { translateField, useAuthMessages, useReturnParam } from './use-auth-error';

/** E-mail and password login, with "continue as guest" back to where the shopper was. */
export function LoginForm() {
  const next = useReturnParam();
  const t = useTranslations('auth');
  const { translate, fromAuthError } = useAuthMessages();
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const returnTo = safeReturnPath(next);
  const form = useForm<LoginInput>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(loginSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    const { error } = await authClient.signIn.email(values);
    if (error) {
      setFormError(fromAuthError(error));
      return;
    }
    router.replace(returnTo);
    router.refresh();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <TextInput
          label={t('email')}
          type="email"
          autoComplete="email"
          dir="ltr"
          withAsterisk
          key={form.key('email')}
          {...form.getInputProps('email')}
          error={translateField(form.errors.email, translate)}
        />
        <PasswordInput
          label={t('password')}
          autoComplete="current-password"
          withAsterisk
          key={form.key('password')}
          {...form.getInputProps('password')}
          error={translateField(form.errors.password, translate)}
        />
        <Anchor component={Link} href="/forgot-password" size="sm" ta="end">
          {t('forgotPasswordLink')}
        </Anchor>
        <Button type="submit" loading={form.submitting} fullWidth>
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
