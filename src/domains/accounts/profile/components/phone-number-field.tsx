'use client';

import { Button, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { z } from 'zod';
import { useRouter } from '@/i18n/navigation';
import { authClient } from '../../auth/client';
import { translateField, useAuthMessages } from '../../auth/components/use-auth-error';
import { ACCOUNT_MESSAGE_VALUES, phoneCodeSchema, phoneNumberSchema } from '../../schemas';

const numberStep = z.object({ phoneNumber: phoneNumberSchema, code: z.string() });
const codeStep = z.object({ phoneNumber: phoneNumberSchema, code: phoneCodeSchema });

/**
 * The account's phone number, read-only, with a change flow: a code is sent by SMS to the new number, and only
 * entering it replaces the number (better-auth's phone-number plugin; the server reads the number into E.164).
 */
export function PhoneNumberField({ phoneNumber }: { phoneNumber: string | null }) {
  const t = useTranslations('profile.phone');
  const { translate, showAuthError } = useAuthMessages();
  const router = useRouter();
  const [current, setCurrent] = useState(phoneNumber);
  const [step, setStep] = useState<'view' | 'number' | 'code'>('view');
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { phoneNumber: '', code: '' },
    validate: schemaResolver(step === 'code' ? codeStep : numberStep, { sync: true }),
  });

  const submit = form.onSubmit(async ({ phoneNumber: number, code }) => {
    setFormError(null);
    if (step === 'number') {
      const { error } = await authClient.phoneNumber.sendOtp({ phoneNumber: number });
      if (error) return showAuthError(error, form, setFormError);
      setStep('code');
      return;
    }
    const { data, error } = await authClient.phoneNumber.verify({
      phoneNumber: number,
      code,
      updatePhoneNumber: true,
    });
    if (error) return showAuthError(error, form, setFormError);
    setCurrent(data?.user?.phoneNumber ?? number);
    setStep('view');
    form.reset();
    notifications.show({ color: 'green', message: t('saved') });
    authClient.$store.notify('$sessionSignal');
    router.refresh();
  });

  const cancel = () => {
    form.reset();
    setFormError(null);
    setStep('view');
  };

  return (
    <Input.Wrapper label={t('label')} labelElement="div" error={formError}>
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
        <form onSubmit={submit} noValidate>
          <Stack gap="sm" mt={4}>
            <TextInput
              label={t('new')}
              type="tel"
              dir="ltr"
              autoComplete="tel"
              readOnly={step === 'code'}
              key={form.key('phoneNumber')}
              {...form.getInputProps('phoneNumber')}
              error={translateField(form.errors.phoneNumber, translate)}
            />
            {step === 'code' && (
              <TextInput
                label={t('code')}
                description={t('codeSent', ACCOUNT_MESSAGE_VALUES)}
                inputMode="numeric"
                autoComplete="one-time-code"
                dir="ltr"
                key={form.key('code')}
                {...form.getInputProps('code')}
                error={translateField(form.errors.code, translate)}
              />
            )}
            <Group gap="sm">
              <Button type="submit" size="xs" loading={form.submitting}>
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
