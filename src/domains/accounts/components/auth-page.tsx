import { Stack, Text, Title } from '@mantine/core';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/i18n/page-locale';
import { LoginForm } from './login-form';
import { SignUpForm } from './signup-form';

type Kind = 'login' | 'signup';

const FORMS = { login: LoginForm, signup: SignUpForm } as const;

/** The `<title>` of the login or sign-up page; neither is indexed. */
export function authMetadata(kind: Kind) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const locale = await pageLocale(params);
    const t = await getTranslations({ locale, namespace: 'auth' });
    return { title: t(`${kind}Button`), robots: { index: false } };
  };
}

/** The login or sign-up page: its heading, then its form. */
export async function AuthPage({ kind }: { kind: Kind }) {
  const t = await getTranslations('auth');
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
