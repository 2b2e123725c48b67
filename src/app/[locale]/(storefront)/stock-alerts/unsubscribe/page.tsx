import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { UnsubscribePage } from '@/components/unsubscribe-page';
import { unsubscribeStockAlertsAction } from '@/domains/stock-alerts/actions';
import { isUnsubscribeTokenKnown } from '@/domains/stock-alerts/queries';
import { unsubscribeInput } from '@/domains/stock-alerts/schemas';
import { pageLocale } from '@/i18n/page-locale';

// Read per request: the link's token is in the query (a page the locale layout would otherwise prerender).
export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/stock-alerts/unsubscribe'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'stockAlertsPages.unsubscribe' });
  // A personal link: never indexed.
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** The back-in-stock mail's unsubscribe link. */
export default async function StockAlertUnsubscribePage({
  params,
  searchParams,
}: PageProps<'/[locale]/stock-alerts/unsubscribe'>) {
  await pageLocale(params);
  const raw = (await searchParams).token;
  const parsed = unsubscribeInput.safeParse({ token: typeof raw === 'string' ? raw : '' });
  const valid = parsed.success && (await isUnsubscribeTokenKnown(parsed.data.token));
  return (
    <UnsubscribePage
      namespace="stockAlertsPages.unsubscribe"
      token={valid && parsed.success ? parsed.data.token : null}
      unsubscribe={unsubscribeStockAlertsAction}
    />
  );
}
