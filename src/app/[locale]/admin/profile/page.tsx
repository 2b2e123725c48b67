import { Card, Stack, Text, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { ChangePasswordForm } from '@/domains/accounts/profile/components/change-password-form';
import { ProfileDetails } from '@/domains/accounts/profile/components/profile-details';
import { getProfile } from '@/domains/accounts/profile/service';
import { TwoFactorCard } from '@/domains/accounts/two-factor/components/two-factor-card';
import { hasTwoFactor, readStaffTwoFactorRequired } from '@/domains/accounts/two-factor/queries';
import { AdminPage } from '@/domains/admin/components/admin-page';
import { adminMetadata, authorizeAdminPage } from '@/domains/admin/guard';

export const generateMetadata = adminMetadata('profile');

/** The admin's own name, photo and password (spec: Profile, reached from the sidebar's avatar). */
export default async function AdminProfilePage({ params }: PageProps<'/[locale]/admin/profile'>) {
  const { admin } = await authorizeAdminPage(params, 'profile');
  const [profile, twoFactorOn, twoFactorRequired] = await Promise.all([
    getProfile(admin.id),
    hasTwoFactor(admin.id),
    readStaffTwoFactorRequired(),
  ]);
  const t = await getTranslations('profile.password');
  return (
    <AdminPage routeKey="profile">
      <Stack gap="lg">
        <ProfileDetails profile={profile} />
        <Card withBorder padding="lg" maw={560}>
          <Title order={2} size="h4" mb="md">
            {t('title')}
          </Title>
          {profile.hasPassword ? <ChangePasswordForm /> : <Text>{t('noPassword')}</Text>}
        </Card>
        <TwoFactorCard enabled={twoFactorOn} required={twoFactorRequired} hasPassword={profile.hasPassword} />
      </Stack>
    </AdminPage>
  );
}
