import { AuthPage, authMetadata } from '@/domains/accounts/auth/components/auth-page';
import { pageLocale } from '@/i18n/page-locale';

export const generateMetadata = authMetadata('reset');

export default async function ResetPasswordPage({ params }: PageProps<'/[locale]/reset-password'>) {
  await pageLocale(params);
  return <AuthPage kind="reset" />;
}
