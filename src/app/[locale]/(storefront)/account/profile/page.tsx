import { AccountFrame } from '@/domains/accounts/profile/components/account-frame';
import { accountMetadata } from '@/domains/accounts/profile/components/account-metadata';
import { ACCOUNT_PAGES } from '@/domains/accounts/profile/components/account-pages';
import { ProfileDetails } from '@/domains/accounts/profile/components/profile-details';
import { getProfile } from '@/domains/accounts/profile/service';
import { requireUser } from '@/domains/accounts/session';
import { pageLocale } from '@/i18n/page-locale';

// Per user: rendered on every request, never cached.
export const dynamic = 'force-dynamic';
export const generateMetadata = accountMetadata('profile');

export default async function ProfilePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const user = await requireUser(locale, ACCOUNT_PAGES.profile);
  const profile = await getProfile(user.id);
  return (
    <AccountFrame page="profile">
      <ProfileDetails profile={profile} />
    </AccountFrame>
  );
}
