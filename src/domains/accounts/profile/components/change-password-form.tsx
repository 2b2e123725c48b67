'use client';

import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslations } from 'next-intl';
import { FormBanner } from '@/components/form-kit/form-banner';
import { lazySchema } from '@/components/form-kit/lazy-schema';
import { useActionForm } from '@/components/form-kit/use-action-form';
import { CurrentPasswordInput, NewPasswordInput } from '../../auth/components/account-fields';
import { ACCOUNT_MESSAGES, useAuthResult } from '../../auth/components/use-auth-error';
import { loadAuthClient } from '../../auth/lazy-client';
import type { ChangePasswordInput } from '../schemas';

const changePasswordRules = lazySchema(() => import('../schemas').then((m) => m.changePasswordSchema));

/**
 * Changing the password while signed in, through better-auth's own endpoint (its rules and per-address limit
 * apply there too). Every other session of the account is signed out; this one stays.
 */
export function ChangePasswordForm() {
  const t = useTranslations('profile.password');
  const authResult = useAuthResult();
  const form = useForm<ChangePasswordInput>({
    mode: 'uncontrolled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: changePasswordRules.validate,
    validateInputOnBlur: true,
  });

  const { onSubmit, pending, banner, inputProps } = useActionForm({
    form,
    schema: changePasswordRules,
    messages: ACCOUNT_MESSAGES,
    submit: async (values) => {
      // The current session is kept (same id), and the others are ended by a second call: better-auth's own
      // `revokeOtherSessions: true` replaces every session including this one, and the live-user stream of this
      // tab would then sign the page out before the new session cookie arrives.
      const authClient = await loadAuthClient();
      const { error } = await authClient.changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
        revokeOtherSessions: false,
      });
      if (error?.code === 'INVALID_PASSWORD') {
        const wrong = 'profile.password.wrongCurrent';
        return { ok: false, error: wrong, fieldErrors: { currentPassword: wrong } };
      }
      if (error) return authResult({ error }, values);
      form.reset();
      const revoked = await authClient.revokeOtherSessions();
      return revoked.error ? { ok: false, error: 'profile.password.revokeFailed' } : { ok: true, data: null };
    },
    successMessage: t('saved'),
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormBanner message={banner} />
        <CurrentPasswordInput
          label={t('current')}
          key={form.key('currentPassword')}
          {...inputProps('currentPassword')}
        />
        <NewPasswordInput label={t('new')} key={form.key('newPassword')} {...inputProps('newPassword')} />
        <NewPasswordInput
          label={t('confirm')}
          key={form.key('confirmPassword')}
          {...inputProps('confirmPassword')}
        />
        <Button type="submit" loading={pending} style={{ alignSelf: 'flex-start' }}>
          {t('save')}
        </Button>
      </Stack>
    </form>
  );
}
