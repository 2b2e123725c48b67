import { PasswordResetPage, passwordResetMetadata } from '@/domains/accounts/components/password-reset-page';
import { pageLocale } from '@/i18n/page-locale';

export const generateMetadata = passwordResetMetadata('forgot');

export default async function ForgotPasswordPage({ params }: PageProps<'/[locale]/forgot-password'>) {
  await pageLocale(params);
  return <PasswordResetPage kind="forgot" />;
}
