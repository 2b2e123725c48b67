import 'server-only';
import { hasTwoFactor, readStaffTwoFactorRequired } from '@/domains/accounts/two-factor/queries';
import { redirect } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { AdminRouteKey } from './routes';

/**
 * When the owner requires two-factor sign-in of all staff (Settings), a staff member without it is sent to their
 * profile to turn it on before any other admin page opens. Checked on the server with every admin page.
 */
export async function requireStaffTwoFactor(locale: Locale, user: { id: string }, key: AdminRouteKey) {
  if (key === 'profile') return;
  if (!(await readStaffTwoFactorRequired())) return;
  if (await hasTwoFactor(user.id)) return;
  redirect({ href: { pathname: '/admin/profile', query: { twoFactor: 'required' } }, locale });
}
