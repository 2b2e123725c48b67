'use client';

import { Anchor, Button, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslations } from 'next-intl';
import { FormBanner } from '@/components/form-kit/form-banner';
import { useActionForm } from '@/components/form-kit/use-action-form';
import { Link } from '@/i18n/navigation';
import { authClient } from '../../auth/client';
import { CurrentPasswordInput } from '../../auth/components/account-fields';
import { ACCOUNT_MESSAGES, useAuthResult, useReturnAfterSignIn } from '../../auth/components/use-auth-error';
import { type PhoneLoginInput, phoneLoginSchema } from '../../schemas';
import { PhoneInput } from './phone-fields';

/** Phone number and password login; the number may be typed with or without the country code. */
export function PhoneLoginForm() {
  const t = useTranslations('auth');
  const authResult = useAuthResult();
  const returnAfterSignIn = useReturnAfterSignIn();
  const form = useForm<PhoneLoginInput>({
    mode: 'uncontrolled',
    initialValues: { phoneNumber: '', password: '' },
    validate: schemaResolver(phoneLoginSchema, { sync: true }),
  });

  const { onSubmit, pending, banner, inputProps } = useActionForm({
    form,
    messages: ACCOUNT_MESSAGES,
    submit: async (values) => authResult(await authClient.signIn.phoneNumber(values), values),
    onSuccess: returnAfterSignIn,
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormBanner message={banner} />
        <PhoneInput key={form.key('phoneNumber')} {...inputProps('phoneNumber')} />
        <CurrentPasswordInput key={form.key('password')} {...inputProps('password')} />
        <Anchor
          component={Link}
          href={{ pathname: '/forgot-password', query: { method: 'phone' } }}
          size="sm"
          ta="end"
        >
          {t('forgotPasswordLink')}
        </Anchor>
        <Button type="submit" loading={pending} fullWidth>
          {t('loginButton')}
        </Button>
      </Stack>
    </form>
  );
}
