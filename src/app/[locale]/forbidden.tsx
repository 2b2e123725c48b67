import { getLocale, getTranslations } from 'next-intl/server';
import { StatusLink, StatusPage } from '@/components/status-page';
import { formatNumber } from '@/lib/money';

export default async function Forbidden() {
  const t = await getTranslations('errors');
  return (
    <StatusPage
      main
      code={formatNumber(403, await getLocale())}
      title={t('forbiddenTitle')}
      text={t('forbiddenText')}
      action={<StatusLink href="/">{t('backHome')}</StatusLink>}
    />
  );
}
