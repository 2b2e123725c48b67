'use client';

import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { authClient } from '../../auth/client';
import { translateField, useAuthMessages } from '../../auth/components/use-auth-error';
import { type ChangePasswordInput, changePasswordSchema } from '../schemas';

/**
 * Changing the password while signed in, through better-auth's own endpoint (its rules and per-address limit
 * apply there too). Every other session of the account is signed out; this one stays.
 */
export function ChangePasswordForm() {
  const t = useTranslations('profile.password');
  const { translate, fromAuthError } = useAuthMessages();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ChangePasswordInput>({
    mode: 'uncontrolled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: schemaResolver(changePasswordSchema, { sync: true }),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async ({ currentPassword, newPassword }) => {
    setFormError(null);
    // The current session is kept (same id), and the others are ended by a second call: better-auth's own
    // `revokeOtherSessions: true` replaces every session including this one, and the live-user stream of this
    // tab would then sign the page out before the new session cookie arrives.
    const { error } = await authClient.changePassword({
      currentPassword,
      newPassword,
      revokeOtherSessions: false,
    });
    if (!error) {
      form.reset();
      const revoked = await authClient.revokeOtherSessions();
      if (revoked.error) return setFormError(t('revokeFailed'));
      notifications.show({ color: 'green', message: t('saved') });
      return;
    }
    if (error.code === 'INVALID_PASSWORD') form.setFieldError('currentPassword', t('wrongCurrent'));
    else if (error.code === 'VALIDATION_ERROR') {
      const field =
        (error as { field?: string }).field === 'currentPassword' ? 'currentPassword' : 'newPassword';
      form.setFieldError(field, translate(error.message));
    } else setFormError(fromAuthError(error));
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <PasswordInput
          label={t('current')}
          autoComplete="current-password"
          withAsterisk
          key={form.key('currentPassword')}
          {...form.getInputProps('currentPassword')}
          error={translateField(form.errors.currentPassword, translate)}
        />
        <PasswordInput
          label={t('new')}
          autoComplete="new-password"
          withAsterisk
          key={form.key('newPassword')}
          {...form.getInputProps('newPassword')}
          error={translateField(form.errors.newPassword, translate)}
        />
        <PasswordInput
          label={t('confirm')}
          autoComplete="new-password"
          withAsterisk
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
          error={translateField(form.errors.confirmPassword, translate)}
        />
        <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
          {t('save')}
        </Button>
      </Stack>
    </form>
  );
}
