'use client';

import { Alert, Anchor, Button, Loader, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { FormBanner } from '@/components/form-kit/form-banner';
import { lazySchema } from '@/components/form-kit/lazy-schema';
import { useActionForm } from '@/components/form-kit/use-action-form';
import { Link } from '@/i18n/navigation';
import type { ResetPasswordInput } from '../../schemas';
import { loadAuthClient } from '../lazy-client';
import { NewPasswordInput } from './account-fields';
import { ACCOUNT_MESSAGES, useAuthResult } from './use-auth-error';

type LinkState = { status: 'reading' } | { status: 'invalid' } | { status: 'ready'; token: string };

const resetPasswordRules = lazySchema(() => import('../../schemas').then((m) => m.resetPasswordSchema));

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
  const authResult = useAuthResult();
  const [link, setLink] = useResetLink();
  const [done, setDone] = useState(false);
  const form = useForm<ResetPasswordInput>({
    mode: 'uncontrolled',
    initialValues: { password: '', confirmPassword: '' },
    validate: resetPasswordRules.validate,
    validateInputOnBlur: true,
  });

  const { onSubmit, pending, banner, inputProps } = useActionForm({
    form,
    schema: resetPasswordRules,
    messages: ACCOUNT_MESSAGES,
    submit: async (values) => {
      if (link.status !== 'ready') return null;
      const authClient = await loadAuthClient();
      const response = await authClient.resetPassword({ newPassword: values.password, token: link.token });
      const code = response.error?.code;
      if (code === 'INVALID_TOKEN' || code === 'USER_NOT_FOUND') setLink({ status: 'invalid' });
      return authResult(response, values, { newPassword: 'password' });
    },
    onSuccess: () => setDone(true),
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
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormBanner message={banner} />
        <NewPasswordInput label={t('newPassword')} key={form.key('password')} {...inputProps('password')} />
        <NewPasswordInput
          label={t('confirmPassword')}
          key={form.key('confirmPassword')}
          {...inputProps('confirmPassword')}
        />
        <Button type="submit" loading={pending} fullWidth>
          {t('save')}
        </Button>
      </Stack>
    </form>
  );
}
