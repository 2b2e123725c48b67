import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/links';
import { StatusPage } from '@/components/status-page';

export default async function Forbidden() {
  const t = await getTranslations('errors');
  return (
    <StatusPage
      code="403"
      title={t('forbiddenTitle')}
      text={t('forbiddenText')}
      action={<ButtonLink href="/">{t('backHome')}</ButtonLink>}
    />
  );
}
