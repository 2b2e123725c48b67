import { AuthPage, authMetadata } from '@/domains/accounts/components/auth-page';
import { pageLocale } from '@/i18n/page-locale';

export const generateMetadata = authMetadata('signup');

export default async function SignUpPage({ params }: PageProps<'/[locale]/signup'>) {
  await pageLocale(params);
  return <AuthPage kind="signup" />;
}
