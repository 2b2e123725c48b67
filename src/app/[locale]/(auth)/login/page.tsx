import { Stack, Text, Title } from '@mantine/core';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoginForm } from '@/domains/accounts/components/login-form';
import { pageLocale } from '@/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/login'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'auth' });
  return { title: t('loginButton'), robots: { index: false } };
}

export default async function LoginPage({ params }: PageProps<'/[locale]/login'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations('auth');
  return (
    <Stack>
      <div>
        <Title order={1} fz="h2">
          {t('loginTitle')}
        </Title>
        <Text c="dimmed">{t('loginSubtitle')}</Text>
      </div>
      <LoginForm />
    </Stack>
  );
}
