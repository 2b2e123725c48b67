'use client';

import { Anchor, Group, Text, TextInput, type TextInputProps } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ACCOUNT_MESSAGE_VALUES, PHONE_CODE_LENGTH } from '../../limits';

/** A phone number field: left-to-right digits in both languages, the phone's own keypad and autofill. */
export function PhoneInput(props: TextInputProps) {
  const t = useTranslations('phoneAuth');
  return (
    <TextInput
      label={t('phone')}
      description={t('phoneHint')}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      dir="ltr"
      withAsterisk
      {...props}
    />
  );
}

/** The six-digit SMS code: the phone offers it from the message (`one-time-code`). */
export function CodeInput(props: TextInputProps) {
  const t = useTranslations('phoneAuth');
  return (
    <TextInput
      label={t('code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={PHONE_CODE_LENGTH}
      dir="ltr"
      withAsterisk
      {...props}
    />
  );
}

const RESEND_AFTER_SECONDS = 30;

/** "Code sent to …", with "send again" after a short wait and a way back to change the number. */
export function CodeSentNotice({
  phoneNumber,
  onResend,
  onChangeNumber,
}: {
  phoneNumber: string;
  onResend: () => Promise<void>;
  onChangeNumber: () => void;
}) {
  const t = useTranslations('phoneAuth');
  const [wait, setWait] = useState(RESEND_AFTER_SECONDS);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" role="status">
        {t.rich('codeSent', {
          ...ACCOUNT_MESSAGE_VALUES,
          phone: phoneNumber,
          bdi: (chunks) => <bdi dir="ltr">{chunks}</bdi>,
        })}
      </Text>
      <Group gap="md">
        <Anchor component="button" type="button" size="sm" onClick={onChangeNumber}>
          {t('changeNumber')}
        </Anchor>
        <Anchor
          component="button"
          type="button"
          size="sm"
          disabled={wait > 0}
          c={wait > 0 ? 'dimmed' : undefined}
          onClick={async () => {
            await onResend();
            setWait(RESEND_AFTER_SECONDS);
          }}
        >
          {wait > 0 ? t('resendIn', { seconds: wait }) : t('resend')}
        </Anchor>
      </Group>
    </Group>
  );
}
