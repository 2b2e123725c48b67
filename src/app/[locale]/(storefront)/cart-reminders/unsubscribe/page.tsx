import { Alert, Container, Text, Title } from '@mantine/core';
import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { UnsubscribeRemindersButton } from '@/domains/cart-reminders/components/unsubscribe-button';
import { reminderTokenInput } from '@/domains/cart-reminders/schemas';
import { pickClientMessages } from '@/i18n/client-messages';
import { pageLocale } from '@/i18n/page-locale';

// Read per request: the link's token is in the query (a page the locale layout would otherwise prerender).
export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/cart-reminders/unsubscribe'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'cartReminders.unsubscribe' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** A cart reminder's unsubscribe link: one click to confirm, and its address is never reminded again. */
export default async function CartRemindersUnsubscribePage({
  params,
  searchParams,
}: PageProps<'/[locale]/cart-reminders/unsubscribe'>) {
  await pageLocale(params);
  const t = await getTranslations('cartReminders.unsubscribe');
  const raw = (await searchParams).token;
  const parsed = reminderTokenInput.safeParse({ token: typeof raw === 'string' ? raw : '' });
  const messages = await pickClientMessages(['errors', 'cartReminders']);
  return (
    <Container size="sm" py="xl">
      <Title order={1} fz={{ base: 26, md: 32 }} mb="md">
        {t('title')}
      </Title>
      {parsed.success ? (
        <>
          <Text mb="md">{t('body')}</Text>
          <NextIntlClientProvider messages={messages}>
            <UnsubscribeRemindersButton token={parsed.data.token} />
          </NextIntlClientProvider>
        </>
      ) : (
        <Alert color="orange">{t('invalid')}</Alert>
      )}
    </Container>
  );
}
