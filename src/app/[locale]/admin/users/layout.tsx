import type { ReactNode } from 'react';
import { UsersModals } from '@/domains/accounts/users/components/users-modals';
import { pageLocale } from '@/i18n/page-locale';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export default async function UsersLayout({ children, params }: Props) {
  await pageLocale(params);
  return <UsersModals>{children}</UsersModals>;
}
