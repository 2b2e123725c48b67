'use client';

import { Button, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { lazySchema } from '@/components/form-kit/lazy-schema';
import { useActionForm } from '@/components/form-kit/use-action-form';
import { useRouter } from '@/i18n/navigation';
import { ACCOUNT_MESSAGES, useAuthResult } from '../../auth/components/use-auth-error';
import { loadAuthClient } from '../../auth/lazy-client';
import { ACCOUNT_MESSAGE_VALUES } from '../../limits';

type Values = { phoneNumber: string; code: string };

/** The new number's rules, then the code's: the account's schemas, loaded apart (form-kit/lazy-schema.ts). */
const stepRules = (step: 'number' | 'code') =>
  lazySchema(async () => {
    const [{ z }, m] = await Promise.all([import('zod'), import('../../schemas')]);
    return z.object({
      phoneNumber: m.phoneNumberSchema,
      code: step === 'code' ? m.phoneCodeSchema : z.string(),
    });
  });
const numberRules = stepRules('number');
const codeRules = stepRules('code');

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
  const schema = step === 'code' ? codeRules : numberRules;
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: { phoneNumber: '', code: '' },
    validate: (values) => schema.validate(values),
  });

  // Sending the code answers with a message, checking it with the account's new number.
  type Sent = { message: string } | { user?: { phoneNumber?: string | null } | null };
  const { onSubmit, pending, banner, inputProps, clearBanner } = useActionForm<Values, Sent>({
    form,
    schema,
    messages: ACCOUNT_MESSAGES,
    submit: async (values) => {
      const { phoneNumber: number, code } = values;
      const authClient = await loadAuthClient();
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
      void loadAuthClient().then((client) => client.$store.notify('$sessionSignal'));
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
