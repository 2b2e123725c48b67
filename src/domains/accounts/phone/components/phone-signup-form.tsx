'use client';

import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormBanner } from '@/components/form-kit/form-banner';
import { lazySchema } from '@/components/form-kit/lazy-schema';
import { useActionForm } from '@/components/form-kit/use-action-form';
import { NameInput, NewPasswordInput } from '../../auth/components/account-fields';
import { ACCOUNT_MESSAGES, useAuthResult, useReturnAfterSignIn } from '../../auth/components/use-auth-error';
import { loadAuthClient } from '../../auth/lazy-client';
import { ACCOUNT_MESSAGE_VALUES } from '../../limits';
import type { PhoneSignUpInput } from '../../schemas';
import { CodeInput, CodeSentNotice, PhoneInput } from './phone-fields';

type Values = PhoneSignUpInput & { code: string };

const detailsRules = lazySchema(() => import('../../schemas').then((m) => m.phoneSignUpSchema));
const codeRules = lazySchema(() =>
  import('../../schemas').then((m) => m.phoneSignUpSchema.extend({ code: m.phoneCodeSchema })),
);

/**
 * Phone sign-up in two steps: name, number and password (at least 8), then the six-digit code sent by SMS. The
 * account exists only once the code proves the number (POST /sign-up/phone-number).
 */
export function PhoneSignUpForm() {
  const t = useTranslations('auth');
  const tp = useTranslations('phoneAuth');
  const authResult = useAuthResult();
  const returnAfterSignIn = useReturnAfterSignIn();
  const [step, setStep] = useState<'details' | 'code'>('details');
  const schema = step === 'details' ? detailsRules : codeRules;
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: { name: '', phoneNumber: '', password: '', code: '' },
    validate: (values) => schema.validate(values),
    validateInputOnBlur: true,
  });

  const sendCode = async (phoneNumber: string) =>
    authResult(await (await loadAuthClient()).phoneNumber.sendOtp({ phoneNumber }), form.getValues());

  // The first step answers with a message, the second with the new account.
  type Sent = { message: string } | { user: { name: string } };
  const { onSubmit, pending, banner, inputProps, report, clearBanner } = useActionForm<Values, Sent>({
    form,
    schema,
    messages: ACCOUNT_MESSAGES,
    submit: async (values) => {
      if (step === 'details') return sendCode(values.phoneNumber);
      const authClient = await loadAuthClient();
      const response = await authClient.$fetch<{ user: { name: string } }>('/sign-up/phone-number', {
        method: 'POST',
        body: values,
      });
      // A refused name, number or password is on the first step: go back to it.
      const field = (response.error as { field?: string } | null)?.field;
      if (field && field !== 'code') setStep('details');
      return authResult(response, values);
    },
    successMessage: (data) => ('user' in data ? t('welcome', { name: data.user.name }) : undefined),
    onSuccess: async (data) => {
      if (!('user' in data)) return setStep('code');
      // Our own endpoint, so better-auth's client doesn't know a session began: tell it, as its sign-ups do.
      (await loadAuthClient()).$store.notify('$sessionSignal');
      returnAfterSignIn();
    },
  });

  const details = step === 'details';
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormBanner message={banner} />
        <NameInput disabled={!details} key={form.key('name')} {...inputProps('name')} />
        <PhoneInput disabled={!details} key={form.key('phoneNumber')} {...inputProps('phoneNumber')} />
        <NewPasswordInput
          label={t('password')}
          description={tp('passwordHint', ACCOUNT_MESSAGE_VALUES)}
          disabled={!details}
          key={form.key('password')}
          {...inputProps('password')}
        />
        {!details && (
          <>
            <CodeSentNotice
              phoneNumber={form.getValues().phoneNumber}
              onResend={async () => {
                clearBanner();
                const sent = await sendCode(form.getValues().phoneNumber);
                if (!sent.ok) report(sent);
              }}
              onChangeNumber={() => {
                form.setFieldValue('code', '');
                setStep('details');
              }}
            />
            <CodeInput data-autofocus key={form.key('code')} {...inputProps('code')} />
          </>
        )}
        <Button type="submit" loading={pending} fullWidth>
          {details ? tp('sendCode') : t('signupButton')}
        </Button>
      </Stack>
    </form>
  );
}
