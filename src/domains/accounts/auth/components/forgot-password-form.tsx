'use client';

import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { getPathname, Link } from '@/i18n/navigation';
import { type ForgotPasswordInput, forgotPasswordSchema } from '../../schemas';
import { authClient } from '../client';
import { translateField, useAuthMessages } from './use-auth-error';

/**
 * Asks for a reset link. The answer is the same whether or not the e-mail has an account, so the form can't be
 * used to find out who shops here.
 */
export function ForgotPasswordForm() {
  const t = useTranslations('passwordReset');
  const ta = useTranslations('auth');
  const locale = useLocale();
  const { translate, fromAuthError } = useAuthMessages();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: schemaResolver(forgotPasswordSchema, { sync: true }),
  });

  const submit = form.onSubmit(async ({ email }) => {
    setFormError(null);
    // better-auth puts the token on this page's URL; its locale prefix picks the mail's language.
    const redirectTo = getPathname({ href: '/reset-password', locale });
    const { error } = await authClient.requestPasswordReset({ email, redirectTo });
    if (error) {
      const field = (error as { field?: string }).field;
      if (error.code === 'VALIDATION_ERROR' && field === 'email')
        form.setFieldError('email', translate(error.message));
      else setFormError(fromAuthError(error));
      return;
    }
    setSentTo(email);
  });

  if (sentTo) {
    return (
      <Stack>
        <Alert color="green" role="status">
          {t.rich('sent', { email: sentTo, bdi: (chunks) => <bdi>{chunks}</bdi> })}
        </Alert>
        <Anchor component={Link} href="/login" ta="center">
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
        <TextInput
          label={ta('email')}
          type="email"
          autoComplete="email"
          dir="ltr"
          withAsterisk
          key={form.key('email')}
          {...form.getInputProps('email')}
          error={translateField(form.errors.email, translate)}
        />
        <Button type="submit" loading={form.submitting} fullWidth>
          {t('sendLink')}
        </Button>
        <Text size="sm" ta="center">
          <Anchor component={Link} href="/login">
            {t('backToLogin')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
