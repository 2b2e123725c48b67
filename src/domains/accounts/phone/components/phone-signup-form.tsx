'use client';

import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useRouter } from '@/i18n/navigation';
import { authClient } from '../../auth/client';
import { translateField, useAuthMessages, useReturnParam } from '../../auth/components/use-auth-error';
import {
  ACCOUNT_MESSAGE_VALUES,
  type PhoneSignUpInput,
  phoneCodeSchema,
  phoneSignUpSchema,
  safeReturnPath,
} from '../../schemas';
import { CodeInput, CodeSentNotice, PhoneInput } from './phone-fields';

type Values = PhoneSignUpInput & { code: string };

/**
 * Phone sign-up in two steps: name, number and password (at least 8), then the six-digit code sent by SMS. The
 * account exists only once the code proves the number (POST /sign-up/phone-number).
 */
export function PhoneSignUpForm() {
  const next = useReturnParam();
  const t = useTranslations('auth');
  const tp = useTranslations('phoneAuth');
  const { translate, showAuthError } = useAuthMessages();
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const [step, setStep] = useState<'details' | 'code'>('details');
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: { name: '', phoneNumber: '', password: '', code: '' },
    validate: (values) =>
      schemaResolver(
        step === 'details' ? phoneSignUpSchema : phoneSignUpSchema.extend({ code: phoneCodeSchema }),
        {
          sync: true,
        },
      )(values),
    validateInputOnBlur: true,
  });

  const sendCode = async (phoneNumber: string) => {
    const { error } = await authClient.phoneNumber.sendOtp({ phoneNumber });
    if (error) {
      showAuthError(error, form, setFormError);
      return false;
    }
    return true;
  };

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    if (step === 'details') {
      if (await sendCode(values.phoneNumber)) setStep('code');
      return;
    }
    const { data, error } = await authClient.$fetch<{ user: { name: string } }>('/sign-up/phone-number', {
      method: 'POST',
      body: values,
    });
    if (error || !data) {
      const field = (error as { field?: string } | null)?.field;
      if (field && field !== 'code') setStep('details');
      showAuthError(error, form, setFormError);
      return;
    }
    // Our own endpoint, so better-auth's client doesn't know a session began: tell it, as its sign-ups do.
    authClient.$store.notify('$sessionSignal');
    notifications.show({ color: 'green', message: t('welcome', { name: data.user.name }) });
    router.replace(safeReturnPath(next));
    router.refresh();
  });

  const details = step === 'details';
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
          disabled={!details}
          key={form.key('name')}
          {...form.getInputProps('name')}
          error={translateField(form.errors.name, translate)}
        />
        <PhoneInput
          disabled={!details}
          key={form.key('phoneNumber')}
          {...form.getInputProps('phoneNumber')}
          error={translateField(form.errors.phoneNumber, translate)}
        />
        <PasswordInput
          label={t('password')}
          description={tp('passwordHint', ACCOUNT_MESSAGE_VALUES)}
          autoComplete="new-password"
          withAsterisk
          disabled={!details}
          key={form.key('password')}
          {...form.getInputProps('password')}
          error={translateField(form.errors.password, translate)}
        />
        {!details && (
          <>
            <CodeSentNotice
              phoneNumber={form.getValues().phoneNumber}
              onResend={async () => {
                setFormError(null);
                await sendCode(form.getValues().phoneNumber);
              }}
              onChangeNumber={() => {
                form.setFieldValue('code', '');
                setStep('details');
              }}
            />
            <CodeInput
              data-autofocus
              key={form.key('code')}
              {...form.getInputProps('code')}
              error={translateField(form.errors.code, translate)}
            />
          </>
        )}
        <Button type="submit" loading={form.submitting} fullWidth>
          {details ? tp('sendCode') : t('signupButton')}
        </Button>
      </Stack>
    </form>
  );
}
