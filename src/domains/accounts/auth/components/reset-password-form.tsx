'use client';

import { Alert, Anchor, Button, Loader, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { type ResetPasswordInput, resetPasswordSchema } from '../../schemas';
import { authClient } from '../client';
import { translateField, useAuthMessages } from './use-auth-error';

type LinkState = { status: 'reading' } | { status: 'invalid' } | { status: 'ready'; token: string };

/**
 * The page the mailed link lands on: better-auth adds `?token=` (or `?error=INVALID_TOKEN` for an expired or used
 * link). Read after hydration so the page itself stays static.
 */
function useResetLink(): [LinkState, (state: LinkState) => void] {
  const [state, setState] = useState<LinkState>({ status: 'reading' });
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const token = params.get('token');
    setState(token && !params.get('error') ? { status: 'ready', token } : { status: 'invalid' });
  }, []);
  return [state, setState];
}

/** Choosing a new password with the token from a reset mail; the token works once and expires. */
export function ResetPasswordForm() {
  const t = useTranslations('passwordReset');
  const { translate, fromAuthError } = useAuthMessages();
  const [link, setLink] = useResetLink();
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ResetPasswordInput>({
    mode: 'uncontrolled',
    initialValues: { password: '', confirmPassword: '' },
    validate: schemaResolver(resetPasswordSchema, { sync: true }),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async ({ password }) => {
    if (link.status !== 'ready') return;
    setFormError(null);
    const { error } = await authClient.resetPassword({ newPassword: password, token: link.token });
    if (!error) {
      setDone(true);
      return;
    }
    if (error.code === 'INVALID_TOKEN' || error.code === 'USER_NOT_FOUND') setLink({ status: 'invalid' });
    else if (error.code === 'VALIDATION_ERROR') form.setFieldError('password', translate(error.message));
    else setFormError(fromAuthError(error));
  });

  if (link.status === 'reading') return <Loader mx="auto" aria-hidden />;

  if (done) {
    return (
      <Stack>
        <Alert color="green" role="status">
          {t('success')}
        </Alert>
        <Button component={Link} href="/login" fullWidth>
          {t('login')}
        </Button>
      </Stack>
    );
  }

  if (link.status === 'invalid') {
    return (
      <Stack>
        <Alert color="red" role="alert">
          {t('invalidLink')}
        </Alert>
        <Button component={Link} href="/forgot-password" fullWidth>
          {t('requestNew')}
        </Button>
        <Anchor component={Link} href="/login" ta="center" size="sm">
          {t('backToLogin')}
        </Anchor>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <PasswordInput
          label={t('newPassword')}
          autoComplete="new-password"
          withAsterisk
          key={form.key('password')}
          {...form.getInputProps('password')}
          error={translateField(form.errors.password, translate)}
        />
        <PasswordInput
          label={t('confirmPassword')}
          autoComplete="new-password"
          withAsterisk
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
          error={translateField(form.errors.confirmPassword, translate)}
        />
        <Button type="submit" loading={form.submitting} fullWidth>
          {t('save')}
        </Button>
      </Stack>
    </form>
  );
}
