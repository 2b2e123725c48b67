import { AuthPage, authMetadata } from '@/domains/accounts/auth/components/auth-page';
import { pageLocale } from '@/i18n/page-locale';

export const generateMetadata = authMetadata('signup');
// Rendered per request: the social sign-in buttons follow the running server's environment, not the build's.
export const dynamic = 'force-dynamic';

export default async function SignUpPage({ params }: PageProps<'/[locale]/signup'>) {
  await pageLocale(params);
  return <AuthPage kind="signup" />;
}
