import { Alert, Stack, Text, Title } from '@mantine/core';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getSessionUser } from '@/domains/accounts/session';
import { AcceptInvitation, InvitationSignIn } from '@/domains/accounts/staff/components/accept-invitation';
import { readInvitation } from '@/domains/accounts/staff/service';
import { pageLocale } from '@/i18n/page-locale';

// Per visitor and per link: never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/staff-invitation'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'staff.invitation' });
  return { title: t('title'), robots: { index: false } };
}

const REFUSALS = { invalid: 'invalid', expired: 'expired', used: 'used' } as const;

/**
 * The page an invitation's link opens: who it is for and the role it gives; a guest is asked to log in or sign up
 * with that address (and comes back here), a signed-in person accepts it (the action checks everything again).
 */
export default async function StaffInvitationPage({
  params,
  searchParams,
}: PageProps<'/[locale]/staff-invitation'>) {
  await pageLocale(params);
  const t = await getTranslations('staff');
  const raw = (await searchParams).token;
  const token = typeof raw === 'string' && raw.length <= 200 ? raw : '';
  const [invitation, user] = await Promise.all([
    token ? readInvitation(token) : Promise.resolve({ state: 'invalid' as const }),
    getSessionUser(),
  ]);
  const heading = (
    <Title order={1} fz="h2">
      {t('invitation.title')}
    </Title>
  );
  if (invitation.state !== 'valid')
    return (
      <Stack>
        {heading}
        <Alert color="red" variant="light" role="alert">
          {t(`errors.${REFUSALS[invitation.state]}`)}
        </Alert>
      </Stack>
    );
  const { email, role } = invitation;
  const back = `/staff-invitation?token=${encodeURIComponent(token)}`;
  return (
    <Stack>
      {heading}
      <Text>
        {t('invitation.intro', {
          email,
          role: t(`roles.${role}`),
          hint: t(`roleHints.${role}`),
        })}
      </Text>
      {!user ? (
        <>
          <Text>{t('invitation.signInFirst', { email })}</Text>
          <InvitationSignIn back={back} />
        </>
      ) : user.email.toLowerCase() !== email ? (
        <Alert color="red" variant="light" role="alert">
          {t('errors.wrongEmail', { email })}
        </Alert>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('invitation.signedInAs', { email: user.email })}
          </Text>
          <AcceptInvitation token={token} />
        </>
      )}
    </Stack>
  );
}
