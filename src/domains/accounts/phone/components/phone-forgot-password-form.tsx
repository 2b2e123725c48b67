'use client';

import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormBanner } from '@/components/form-kit/form-banner';
import { lazySchema } from '@/components/form-kit/lazy-schema';
import { useActionForm } from '@/components/form-kit/use-action-form';
import { useRouter } from '@/i18n/navigation';
import { NewPasswordInput } from '../../auth/components/account-fields';
import { ACCOUNT_MESSAGES, useAuthResult } from '../../auth/components/use-auth-error';
import { loadAuthClient } from '../../auth/lazy-client';
import type { ResetPasswordByPhoneInput } from '../../schemas';
import { CodeInput, CodeSentNotice, PhoneInput } from './phone-fields';

type Values = ResetPasswordByPhoneInput & { phoneNumber: string };

const numberRules = lazySchema(() => import('../../schemas').then((m) => m.forgotPasswordByPhoneSchema));
const codeRules = lazySchema(() => import('../../schemas').then((m) => m.resetPasswordByPhoneSchema));

/**
 * Password recovery by SMS: the number, then the code with a new password. The first answer is the same whether
 * or not the number has an account, so the form can't be used to find out who shops here.
 */
export function PhoneForgotPasswordForm() {
  const t = useTranslations('passwordReset');
  const tp = useTranslations('phoneAuth');
  const authResult = useAuthResult();
  const router = useRouter();
  const [step, setStep] = useState<'number' | 'code'>('number');
  const schema = step === 'number' ? numberRules : codeRules;
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: { phoneNumber: '', code: '', password: '', confirmPassword: '' },
    validate: (values) => schema.validate(values),
    validateInputOnBlur: true,
  });

  const requestCode = async (phoneNumber: string) =>
    authResult(
      await (await loadAuthClient()).phoneNumber.requestPasswordReset({ phoneNumber }),
      form.getValues(),
    );

  const { onSubmit, pending, banner, inputProps, report, clearBanner } = useActionForm({
    form,
    schema,
    messages: ACCOUNT_MESSAGES,
    submit: async (values) => {
      if (step === 'number') return requestCode(values.phoneNumber);
      const authClient = await loadAuthClient();
      const response = await authClient.phoneNumber.resetPassword({
        phoneNumber: values.phoneNumber,
        otp: values.code,
        newPassword: values.password,
      });
      // The endpoint names the new password `newPassword` and the code `otp`; the form calls them otherwise.
      return authResult(response, values, { newPassword: 'password', otp: 'code' });
    },
    successMessage: () => (step === 'code' ? t('success') : undefined),
    onSuccess: () => (step === 'number' ? setStep('code') : router.replace('/login?method=phone')),
  });

  const numberStep = step === 'number';
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormBanner message={banner} />
        <PhoneInput disabled={!numberStep} key={form.key('phoneNumber')} {...inputProps('phoneNumber')} />
        {!numberStep && (
          <>
            <CodeSentNotice
              phoneNumber={form.getValues().phoneNumber}
              onResend={async () => {
                clearBanner();
                const sent = await requestCode(form.getValues().phoneNumber);
                if (!sent.ok) report(sent);
              }}
              onChangeNumber={() => setStep('number')}
            />
            <CodeInput key={form.key('code')} {...inputProps('code')} />
            <NewPasswordInput
              label={t('newPassword')}
              key={form.key('password')}
              {...inputProps('password')}
            />
            <NewPasswordInput
              label={t('confirmPassword')}
              key={form.key('confirmPassword')}
              {...inputProps('confirmPassword')}
            />
          </>
        )}
        <Button type="submit" loading={pending} fullWidth>
          {numberStep ? tp('sendCode') : t('save')}
        </Button>
      </Stack>
    </form>
  );
}
