import { AuthPage, authMetadata } from '@/domains/accounts/auth/components/auth-page';
import { pageLocale } from '@/i18n/page-locale';

export const generateMetadata = authMetadata('forgot');

export default async function ForgotPasswordPage({ params }: PageProps<'/[locale]/forgot-password'>) {
  await pageLocale(params);
  return <AuthPage kind="forgot" />;
}
