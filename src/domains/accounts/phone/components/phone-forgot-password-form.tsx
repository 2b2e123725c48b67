'use client';

import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useRouter } from '@/i18n/navigation';
import { authClient } from '../../auth/client';
import { translateField, useAuthMessages } from '../../auth/components/use-auth-error';
import {
  forgotPasswordByPhoneSchema,
  type ResetPasswordByPhoneInput,
  resetPasswordByPhoneSchema,
} from '../../schemas';
import { CodeInput, CodeSentNotice, PhoneInput } from './phone-fields';

type Values = ResetPasswordByPhoneInput & { phoneNumber: string };

/**
 * Password recovery by SMS: the number, then the code with a new password. The first answer is the same whether
 * or not the number has an account, so the form can't be used to find out who shops here.
 */
export function PhoneForgotPasswordForm() {
  const t = useTranslations('passwordReset');
  const tp = useTranslations('phoneAuth');
  const { translate, showAuthError } = useAuthMessages();
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const [step, setStep] = useState<'number' | 'code'>('number');
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: { phoneNumber: '', code: '', password: '', confirmPassword: '' },
    validate: (values) =>
      step === 'number'
        ? schemaResolver(forgotPasswordByPhoneSchema, { sync: true })(values)
        : schemaResolver(resetPasswordByPhoneSchema, { sync: true })(values),
    validateInputOnBlur: true,
  });

  const requestCode = async (phoneNumber: string) => {
    const { error } = await authClient.phoneNumber.requestPasswordReset({ phoneNumber });
    if (error) showAuthError(error, form, setFormError);
    return !error;
  };

  const submit = form.onSubmit(async ({ phoneNumber, code, password }) => {
    setFormError(null);
    if (step === 'number') {
      if (await requestCode(phoneNumber)) setStep('code');
      return;
    }
    const { error } = await authClient.phoneNumber.resetPassword({
      phoneNumber,
      otp: code,
      newPassword: password,
    });
    if (error) {
      // The endpoint names the new password `newPassword` and the code `otp`; the form calls them otherwise.
      const field = (error as { field?: string }).field;
      const renamed = field === 'newPassword' ? 'password' : field === 'otp' ? 'code' : field;
      showAuthError({ ...error, field: renamed }, form, setFormError);
      return;
    }
    notifications.show({ color: 'green', message: t('success') });
    router.replace('/login?method=phone');
  });

  const numberStep = step === 'number';
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <PhoneInput
          disabled={!numberStep}
          key={form.key('phoneNumber')}
          {...form.getInputProps('phoneNumber')}
          error={translateField(form.errors.phoneNumber, translate)}
        />
        {!numberStep && (
          <>
            <CodeSentNotice
              phoneNumber={form.getValues().phoneNumber}
              onResend={async () => {
                setFormError(null);
                await requestCode(form.getValues().phoneNumber);
              }}
              onChangeNumber={() => setStep('number')}
            />
            <CodeInput
              key={form.key('code')}
              {...form.getInputProps('code')}
              error={translateField(form.errors.code, translate)}
            />
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
          </>
        )}
        <Button type="submit" loading={form.submitting} fullWidth>
          {numberStep ? tp('sendCode') : t('save')}
        </Button>
      </Stack>
    </form>
  );
}
