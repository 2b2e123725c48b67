'use client';

import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link, useRouter } from '@/i18n/navigation';
import { type SignUpInput, safeReturnPath, signUpSchema } from '../../schemas';
import { authClient } from '../client';
import { translateField, useAuthMessages, useReturnParam } from './use-auth-error';

/** E-mail sign-up (spec section 5): the same zod schema runs here and in better-auth's endpoint. */
export function SignUpForm() {
  const next = useReturnParam();
  const t = useTranslations('auth');
  const { translate, fromAuthError } = useAuthMessages();
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const returnTo = safeReturnPath(next);
  const form = useForm<SignUpInput>({
    mode: 'uncontrolled',
    initialValues: { name: '', email: '', password: '' },
    validate: schemaResolver(signUpSchema, { sync: true }),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    const { data, error } = await authClient.signUp.email(values);
    if (error) {
      const field = (error as { field?: string }).field;
      if (error.code === 'VALIDATION_ERROR' && field && field in values)
        form.setFieldError(field, translate(error.message));
      else setFormError(fromAuthError(error));
      return;
    }
    notifications.show({ color: 'green', message: t('welcome', { name: data.user.name }) });
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
          label={t('name')}
          autoComplete="name"
          withAsterisk
          key={form.key('name')}
          {...form.getInputProps('name')}
          error={translateField(form.errors.name, translate)}
        />
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
          autoComplete="new-password"
          withAsterisk
          key={form.key('password')}
          {...form.getInputProps('password')}
          error={translateField(form.errors.password, translate)}
        />
        <Button type="submit" loading={form.submitting} fullWidth>
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
