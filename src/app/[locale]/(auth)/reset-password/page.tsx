import { PasswordResetPage, passwordResetMetadata } from '@/domains/accounts/components/password-reset-page';
import { pageLocale } from '@/i18n/page-locale';

export const generateMetadata = passwordResetMetadata('reset');

export default async function ResetPasswordPage({ params }: PageProps<'/[locale]/reset-password'>) {
  await pageLocale(params);
  return <PasswordResetPage kind="reset" />;
}
