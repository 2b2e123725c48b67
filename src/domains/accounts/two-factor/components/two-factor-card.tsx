'use client';

import {
  Alert,
  Badge,
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  Image,
  List,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormBanner } from '@/components/form-kit/form-banner';
import { lazySchema } from '@/components/form-kit/lazy-schema';
import { useActionForm } from '@/components/form-kit/use-action-form';
import { useRouter } from '@/i18n/navigation';
import { CurrentPasswordInput } from '../../auth/components/account-fields';
import { ACCOUNT_MESSAGES } from '../../auth/components/use-auth-error';
import { loadAuthClient } from '../../auth/lazy-client';
import { whileSessionChanges } from '../../session-change';
import { useTwoFactorResult } from './use-two-factor-result';

const passwordRules = lazySchema(() => import('../schemas').then((m) => m.twoFactorPasswordSchema));
const codeRules = lazySchema(() => import('../schemas').then((m) => m.twoFactorVerifySchema));

type Setup = { uri: string; secret: string; qr: string | null; backupCodes: string[] };

/** The password asked again before two-factor is turned on or off. */
function PasswordStep({
  submitLabel,
  color,
  onPassword,
  onDone,
}: {
  submitLabel: string;
  color?: string;
  onPassword: (password: string) => Promise<{ data?: unknown; error?: { code?: string } | null }>;
  onDone: (data: unknown) => unknown;
}) {
  const result = useTwoFactorResult();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '' },
    validate: passwordRules.validate,
  });
  const { onSubmit, pending, banner, inputProps } = useActionForm({
    form,
    schema: passwordRules,
    messages: ACCOUNT_MESSAGES,
    submit: async ({ password }) => result(await onPassword(password), { password }),
    onSuccess: onDone,
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormBanner message={banner} />
        <CurrentPasswordInput key={form.key('password')} {...inputProps('password')} />
        <Button type="submit" loading={pending} color={color} style={{ alignSelf: 'flex-start' }}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

/** The app is added (QR code or the secret typed in): its current code proves it, and turns two-factor on. */
function ScanStep({ setup, onVerified }: { setup: Setup; onVerified: () => void }) {
  const t = useTranslations('twoFactor.profile');
  const result = useTwoFactorResult();
  const form = useForm({ mode: 'uncontrolled', initialValues: { code: '' }, validate: codeRules.validate });
  const { onSubmit, pending, banner, inputProps } = useActionForm({
    form,
    schema: codeRules,
    messages: ACCOUNT_MESSAGES,
    submit: async ({ code }) => {
      const client = await loadAuthClient();
      return result(await whileSessionChanges(() => client.twoFactor.verifyTotp({ code: code.trim() })), {
        code,
      });
    },
    onSuccess: onVerified,
  });
  return (
    <Stack>
      <Text size="sm">{t('scan')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {setup.qr && (
          <Image src={setup.qr} alt={t('qrAlt')} w={200} h={200} fit="contain" data-testid="two-factor-qr" />
        )}
        <Stack gap="xs">
          <Text size="sm">{t('secretHint')}</Text>
          {/* Wrapped, not scrolled: the whole key stays readable on a phone. */}
          <Code
            dir="ltr"
            fz="sm"
            p="xs"
            style={{ display: 'block', overflowWrap: 'anywhere', whiteSpace: 'normal' }}
            data-testid="two-factor-secret"
          >
            {setup.secret}
          </Code>
          <CopyButton value={setup.secret}>
            {({ copied, copy }) => (
              <Button variant="light" size="xs" onClick={copy} style={{ alignSelf: 'flex-start' }}>
                {copied ? t('copied') : t('copy')}
              </Button>
            )}
          </CopyButton>
        </Stack>
      </SimpleGrid>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <FormBanner message={banner} />
          <TextInput
            label={t('code')}
            description={t('codeHint')}
            autoComplete="one-time-code"
            inputMode="numeric"
            withAsterisk
            dir="ltr"
            maw={240}
            key={form.key('code')}
            {...inputProps('code')}
          />
          <Button type="submit" loading={pending} style={{ alignSelf: 'flex-start' }}>
            {t('verify')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

/**
 * The staff member's own two-factor sign-in (admin profile): turned on with the password, an authenticator app
 * (QR code, or the secret typed in) and its first code, then the backup codes shown once; turned off with the
 * password. The owner may require it of all staff (Settings).
 */
export function TwoFactorCard({
  enabled,
  required,
  hasPassword,
}: {
  enabled: boolean;
  required: boolean;
  hasPassword: boolean;
}) {
  const t = useTranslations('twoFactor.profile');
  const router = useRouter();
  const [step, setStep] = useState<'idle' | 'password' | 'scan' | 'codes' | 'disable'>('idle');
  const [setup, setSetup] = useState<Setup | null>(null);

  const begin = async (data: unknown) => {
    const { totpURI, backupCodes } = data as { totpURI: string; backupCodes: string[] };
    const secret = new URL(totpURI).searchParams.get('secret') ?? '';
    const qr = await import('qrcode')
      .then((QRCode) => QRCode.toDataURL(totpURI, { errorCorrectionLevel: 'M', margin: 4, width: 200 }))
      .catch(() => null);
    setSetup({ uri: totpURI, secret, qr, backupCodes });
    setStep('scan');
  };
  const finish = () => {
    setStep('idle');
    setSetup(null);
    router.refresh();
  };

  return (
    <Card withBorder padding="lg" maw={560} data-testid="two-factor-card">
      <Stack>
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {t('title')}
          </Title>
          <Badge color={enabled ? 'green' : 'gray'} variant="light" data-testid="two-factor-status">
            {enabled ? t('on') : t('off')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('description')}
        </Text>
        {required && !enabled && step !== 'codes' && (
          <Alert color="yellow" data-testid="two-factor-required">
            {t('requiredNotice')}
          </Alert>
        )}
        {!hasPassword ? (
          <Text size="sm">{t('noPassword')}</Text>
        ) : step === 'codes' && setup ? (
          <Stack>
            <Alert color="green">{t('turnedOn')}</Alert>
            <Text size="sm" fw={600}>
              {t('backupCodes')}
            </Text>
            <Text size="sm">{t('backupCodesHint')}</Text>
            <List
              dir="ltr"
              ff="monospace"
              listStyleType="none"
              spacing={4}
              style={{ columns: 2 }}
              data-testid="two-factor-backup-codes"
            >
              {setup.backupCodes.map((code) => (
                <List.Item key={code}>{code}</List.Item>
              ))}
            </List>
            <Button onClick={finish} style={{ alignSelf: 'flex-start' }}>
              {t('savedCodes')}
            </Button>
          </Stack>
        ) : step === 'scan' && setup ? (
          <ScanStep setup={setup} onVerified={() => setStep('codes')} />
        ) : step === 'password' ? (
          <PasswordStep
            submitLabel={t('continue')}
            onPassword={async (password) => (await loadAuthClient()).twoFactor.enable({ password })}
            onDone={begin}
          />
        ) : step === 'disable' ? (
          <PasswordStep
            submitLabel={t('turnOff')}
            color="red"
            onPassword={async (password) => {
              const client = await loadAuthClient();
              return whileSessionChanges(() => client.twoFactor.disable({ password }));
            }}
            onDone={finish}
          />
        ) : enabled ? (
          <Button variant="default" onClick={() => setStep('disable')} style={{ alignSelf: 'flex-start' }}>
            {t('turnOff')}
          </Button>
        ) : (
          <Button onClick={() => setStep('password')} style={{ alignSelf: 'flex-start' }}>
            {t('turnOn')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
