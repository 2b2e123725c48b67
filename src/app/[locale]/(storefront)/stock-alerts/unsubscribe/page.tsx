import { Alert, Container, Text, Title } from '@mantine/core';
import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { UnsubscribeButton } from '@/domains/stock-alerts/components/unsubscribe-button';
import { isUnsubscribeTokenKnown } from '@/domains/stock-alerts/queries';
import { unsubscribeInput } from '@/domains/stock-alerts/schemas';
import { pickClientMessages } from '@/i18n/client-messages';
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

/** The back-in-stock mail's unsubscribe link: says whether it is valid, and asks for one click to confirm. */
export default async function StockAlertUnsubscribePage({
  params,
  searchParams,
}: PageProps<'/[locale]/stock-alerts/unsubscribe'>) {
  await pageLocale(params);
  const t = await getTranslations('stockAlertsPages.unsubscribe');
  const raw = (await searchParams).token;
  const parsed = unsubscribeInput.safeParse({ token: typeof raw === 'string' ? raw : '' });
  const valid = parsed.success && (await isUnsubscribeTokenKnown(parsed.data.token));
  const messages = await pickClientMessages(['errors', 'stockAlertsPages']);
  return (
    <Container size="sm" py="xl">
      <Title order={1} fz={{ base: 26, md: 32 }} mb="md">
        {t('title')}
      </Title>
      {valid && parsed.success ? (
        <>
          <Text mb="md">{t('body')}</Text>
          <NextIntlClientProvider messages={messages}>
            <UnsubscribeButton token={parsed.data.token} />
          </NextIntlClientProvider>
        </>
      ) : (
        <Alert color="orange">{t('invalid')}</Alert>
      )}
    </Container>
  );
}
