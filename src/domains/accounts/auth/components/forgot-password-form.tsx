'use client';

import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormBanner } from '@/components/form-kit/form-banner';
import { lazySchema } from '@/components/form-kit/lazy-schema';
import { useActionForm } from '@/components/form-kit/use-action-form';
import { getPathname, Link } from '@/i18n/navigation';
import type { ForgotPasswordInput } from '../../schemas';
import { loadAuthClient } from '../lazy-client';
import { EmailInput } from './account-fields';
import { ACCOUNT_MESSAGES, useAuthResult } from './use-auth-error';

const forgotPasswordRules = lazySchema(() => import('../../schemas').then((m) => m.forgotPasswordSchema));

/**
 * Asks for a reset link. The answer is the same whether or not the e-mail has an account, so the form can't be
 * used to find out who shops here.
 */
export function ForgotPasswordForm() {
  const t = useTranslations('passwordReset');
  const locale = useLocale();
  const authResult = useAuthResult();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: forgotPasswordRules.validate,
  });

  const { onSubmit, pending, banner, inputProps } = useActionForm({
    form,
    schema: forgotPasswordRules,
    messages: ACCOUNT_MESSAGES,
    submit: async (values) => {
      // better-auth puts the token on this page's URL; its locale prefix picks the mail's language.
      const redirectTo = getPathname({ href: '/reset-password', locale });
      return authResult(
        await (await loadAuthClient()).requestPasswordReset({ email: values.email, redirectTo }),
        values,
      );
    },
    onSuccess: (_, { email }) => setSentTo(email),
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
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormBanner message={banner} />
        <EmailInput key={form.key('email')} {...inputProps('email')} />
        <Button type="submit" loading={pending} fullWidth>
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
