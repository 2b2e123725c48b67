import { AuthPage, authMetadata } from '@/domains/accounts/components/auth-page';
import { pageLocale } from '@/i18n/page-locale';

export const generateMetadata = authMetadata('login');

export default async function LoginPage({ params }: PageProps<'/[locale]/login'>) {
  await pageLocale(params);
  return <AuthPage kind="login" />;
}
