import { Stack, Text, Title } from '@mantine/core';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SignUpForm } from '@/domains/accounts/components/signup-form';
import { pageLocale } from '@/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/signup'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'auth' });
  return { title: t('signupButton'), robots: { index: false } };
}

export default async function SignUpPage({ params }: PageProps<'/[locale]/signup'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations('auth');
  return (
    <Stack>
      <div>
        <Title order={1} fz="h2">
          {t('signupTitle')}
        </Title>
        <Text c="dimmed">{t('signupSubtitle')}</Text>
      </div>
      <SignUpForm />
    </Stack>
  );
}
