import { Stack, Text, Title } from '@mantine/core';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';

type Kind = 'forgot' | 'reset';

const FORMS = { forgot: ForgotPasswordForm, reset: ResetPasswordForm } as const;

/** The `<title>` of the forgot or reset password page; neither is indexed. */
export function passwordResetMetadata(kind: Kind) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const locale = await pageLocale(params);
    const t = await getTranslations({ locale, namespace: 'passwordReset' });
    return { title: t(`${kind}Title`), robots: { index: false } };
  };
}

/** The forgot or reset password page, in the same frame as login: its heading, then its form. */
export async function PasswordResetPage({ kind }: { kind: Kind }) {
  const t = await getTranslations('passwordReset');
  const Form = FORMS[kind];
  return (
    <Stack>
      <div>
        <Title order={1} fz="h2">
          {t(`${kind}Title`)}
        </Title>
        <Text c="dimmed">{t(`${kind}Subtitle`)}</Text>
      </div>
      <Form />
    </Stack>
  );
}
