import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/links';
import { StatusPage } from '@/components/status-page';

export default async function NotFound() {
  const t = await getTranslations('errors');
  return (
    <StatusPage
      code="404"
      title={t('notFoundTitle')}
      text={t('notFoundText')}
      action={<ButtonLink href="/">{t('backHome')}</ButtonLink>}
    />
  );
}
