import { AuthPage, authMetadata } from '@/domains/accounts/auth/components/auth-page';
import { pageLocale } from '@/i18n/page-locale';

export const generateMetadata = authMetadata('login');
// Rendered per request: the social sign-in buttons follow the running server's environment, not the build's.
export const dynamic = 'force-dynamic';

export default async function LoginPage({ params }: PageProps<'/[locale]/login'>) {
  await pageLocale(params);
  return <AuthPage kind="login" />;
}
