import { getTranslations } from 'next-intl/server';
import { StoreFooter } from '@/components/layout/store-footer';
import { StoreHeader } from '@/components/layout/store-header';
import { StatusPage } from '@/components/status-page';
import { AccountMenu } from '@/domains/accounts/components/account-menu';
import { getSubscriptionStatus } from '@/domains/subscription/service';
import { pageLocale } from '@/i18n/page-locale';

// Shared pages are cached; the subscription check inside them is at most five minutes old.
export const revalidate = 300;

export default async function StorefrontLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  const subscription = await getSubscriptionStatus();
  if (subscription.state === 'expired') {
    const t = await getTranslations('subscription');
    const tc = await getTranslations('common');
    return (
      <main id="main">
        <StatusPage title={tc('storeName')} text={t('expired')} />
      </main>
    );
  }
  return (
    <>
      <StoreHeader actions={<AccountMenu />} />
      <main id="main">{children}</main>
      <StoreFooter />
    </>
  );
}
