import { Card, Text } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { AccountFrame } from '@/domains/accounts/profile/components/account-frame';
import { accountMetadata } from '@/domains/accounts/profile/components/account-metadata';
import { ACCOUNT_PAGES } from '@/domains/accounts/profile/components/account-pages';
import { ChangePasswordForm } from '@/domains/accounts/profile/components/change-password-form';
import { getProfile } from '@/domains/accounts/profile/service';
import { requireUser } from '@/domains/accounts/session';
import { pageLocale } from '@/i18n/page-locale';

// Per user: rendered on every request, never cached.
export const dynamic = 'force-dynamic';
export const generateMetadata = accountMetadata('password');

export default async function ChangePasswordPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const user = await requireUser(locale, ACCOUNT_PAGES.password);
  const { hasPassword } = await getProfile(user.id);
  const t = await getTranslations('profile.password');
  return (
    <AccountFrame page="password">
      <Card withBorder padding="lg" maw={560}>
        {hasPassword ? <ChangePasswordForm /> : <Text>{t('noPassword')}</Text>}
      </Card>
    </AccountFrame>
  );
}
