'use client';

import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link, useRouter } from '@/i18n/navigation';
import { authClient } from '../../auth/client';
import { translateField, useAuthMessages, useReturnParam } from '../../auth/components/use-auth-error';
import { type PhoneLoginInput, phoneLoginSchema, safeReturnPath } from '../../schemas';
import { PhoneInput } from './phone-fields';

/** Phone number and password login; the number may be typed with or without the country code. */
export function PhoneLoginForm() {
  const next = useReturnParam();
  const t = useTranslations('auth');
  const { translate, showAuthError } = useAuthMessages();
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PhoneLoginInput>({
    mode: 'uncontrolled',
    initialValues: { phoneNumber: '', password: '' },
    validate: schemaResolver(phoneLoginSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    const { error } = await authClient.signIn.phoneNumber(values);
    if (error) {
      showAuthError(error, form, setFormError);
      return;
    }
    router.replace(safeReturnPath(next));
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
        <PhoneInput
          key={form.key('phoneNumber')}
          {...form.getInputProps('phoneNumber')}
          error={translateField(form.errors.phoneNumber, translate)}
        />
        <PasswordInput
          label={t('password')}
          autoComplete="current-password"
          withAsterisk
          key={form.key('password')}
          {...form.getInputProps('password')}
          error={translateField(form.errors.password, translate)}
        />
        <Anchor
          component={Link}
          href={{ pathname: '/forgot-password', query: { method: 'phone' } }}
          size="sm"
          ta="end"
        >
          {t('forgotPasswordLink')}
        </Anchor>
        <Button type="submit" loading={form.submitting} fullWidth>
          {t('loginButton')}
        </Button>
      </Stack>
    </form>
  );
}
