'use client';

import { Button, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { z } from 'zod';
import { useActionForm } from '@/components/form-kit/use-action-form';
import { useRouter } from '@/i18n/navigation';
import { authClient } from '../../auth/client';
import { ACCOUNT_MESSAGES, useAuthResult } from '../../auth/components/use-auth-error';
import { ACCOUNT_MESSAGE_VALUES, phoneCodeSchema, phoneNumberSchema } from '../../schemas';

const numberStep = z.object({ phoneNumber: phoneNumberSchema, code: z.string() });
const codeStep = z.object({ phoneNumber: phoneNumberSchema, code: phoneCodeSchema });
type Values = z.input<typeof codeStep>;

/**
 * The account's phone number, read-only, with a change flow: a code is sent by SMS to the new number, and only
 * entering it replaces the number (better-auth's phone-number plugin; the server reads the number into E.164).
 */
export function PhoneNumberField({ phoneNumber }: { phoneNumber: string | null }) {
  const t = useTranslations('profile.phone');
  const authResult = useAuthResult();
  const router = useRouter();
  const [current, setCurrent] = useState(phoneNumber);
  const [step, setStep] = useState<'view' | 'number' | 'code'>('view');
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: { phoneNumber: '', code: '' },
    validate: schemaResolver(step === 'code' ? codeStep : numberStep, { sync: true }),
  });

  // Sending the code answers with a message, checking it with the account's new number.
  type Sent = { message: string } | { user?: { phoneNumber?: string | null } | null };
  const { onSubmit, pending, banner, inputProps, clearBanner } = useActionForm<Values, Sent>({
    form,
    messages: ACCOUNT_MESSAGES,
    submit: async (values) => {
      const { phoneNumber: number, code } = values;
      if (step === 'number')
        return authResult(await authClient.phoneNumber.sendOtp({ phoneNumber: number }), values);
      const verified = await authClient.phoneNumber.verify({
        phoneNumber: number,
        code,
        updatePhoneNumber: true,
      });
      return authResult(verified, values);
    },
    successMessage: () => (step === 'code' ? t('saved') : undefined),
    onSuccess: (data, values) => {
      if (step === 'number') return setStep('code');
      setCurrent(('user' in data ? data.user?.phoneNumber : null) ?? values.phoneNumber);
      setStep('view');
      form.reset();
      authClient.$store.notify('$sessionSignal');
      router.refresh();
    },
  });

  const cancel = () => {
    form.reset();
    clearBanner();
    setStep('view');
  };

  return (
    <Input.Wrapper label={t('label')} labelElement="div" error={banner}>
      {step === 'view' ? (
        <Group gap="sm" mt={4}>
          <Text dir="ltr" data-testid="profile-phone">
            {current ?? t('none')}
          </Text>
          <Button variant="default" size="xs" onClick={() => setStep('number')}>
            {current ? t('change') : t('add')}
          </Button>
        </Group>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm" mt={4}>
            <TextInput
              label={t('new')}
              type="tel"
              dir="ltr"
              autoComplete="tel"
              readOnly={step === 'code'}
              key={form.key('phoneNumber')}
              {...inputProps('phoneNumber')}
            />
            {step === 'code' && (
              <TextInput
                label={t('code')}
                description={t('codeSent', ACCOUNT_MESSAGE_VALUES)}
                inputMode="numeric"
                autoComplete="one-time-code"
                dir="ltr"
                key={form.key('code')}
                {...inputProps('code')}
              />
            )}
            <Group gap="sm">
              <Button type="submit" size="xs" loading={pending}>
                {step === 'code' ? t('verify') : t('sendCode')}
              </Button>
              <Button variant="subtle" size="xs" onClick={cancel}>
                {t('cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Input.Wrapper>
  );
}
