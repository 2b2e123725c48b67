'use client';

import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslations } from 'next-intl';
import { FormBanner } from '@/components/form-kit/form-banner';
import { lazySchema } from '@/components/form-kit/lazy-schema';
import { useActionForm } from '@/components/form-kit/use-action-form';
import { ACCOUNT_MESSAGES } from '../../auth/components/use-auth-error';
import { loadAuthClient } from '../../auth/lazy-client';
import { isAppCode } from '../code';
import { useTwoFactorResult } from './use-two-factor-result';

const codeRules = lazySchema(() => import('../schemas').then((m) => m.signInCodeSchema));

/**
 * The sign-in's second step for an account with two-factor on: the authenticator app's six digits, or one of the
 * backup codes (each works once). The password was right; the session starts only once this code is.
 */
export function TwoFactorStep({ onDone }: { onDone: () => void }) {
  const t = useTranslations('twoFactor.signIn');
  const twoFactorResult = useTwoFactorResult();
  const form = useForm({ mode: 'uncontrolled', initialValues: { code: '' }, validate: codeRules.validate });
  const { onSubmit, pending, banner, inputProps } = useActionForm({
    form,
    schema: codeRules,
    messages: ACCOUNT_MESSAGES,
    submit: async ({ code }) => {
      const client = await loadAuthClient();
      const answer = isAppCode(code)
        ? await client.twoFactor.verifyTotp({ code: code.trim() })
        : await client.twoFactor.verifyBackupCode({ code: code.trim() });
      return twoFactorResult(answer, { code });
    },
    onSuccess: onDone,
  });
  return (
    <form onSubmit={onSubmit} noValidate data-testid="two-factor-step">
      <Stack>
        <Title order={2} size="h4">
          {t('title')}
        </Title>
        <Text size="sm">{t('description')}</Text>
        <FormBanner message={banner} />
        <TextInput
          label={t('code')}
          description={t('codeHint')}
          autoComplete="one-time-code"
          // Digits or a backup code's letters: no numeric keyboard forced.
          autoCapitalize="off"
          spellCheck={false}
          withAsterisk
          data-autofocus
          dir="ltr"
          key={form.key('code')}
          {...inputProps('code')}
        />
        <Button type="submit" loading={pending} fullWidth>
          {t('verify')}
        </Button>
      </Stack>
    </form>
  );
}
