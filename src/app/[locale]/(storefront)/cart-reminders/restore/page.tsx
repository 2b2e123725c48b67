import { Alert, Container, Title } from '@mantine/core';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RestoreCart } from '@/domains/cart-reminders/components/restore-cart';
import { reminderTokenInput } from '@/domains/cart-reminders/schemas';
import { ClientMessagesProvider } from '@/i18n/client-messages-provider';
import { pageLocale } from '@/i18n/page-locale';

// Read per request: the link's token is in the query (a page the locale layout would otherwise prerender).
export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/cart-reminders/restore'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'cartReminders.restore' });
  // A personal link: never indexed.
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** A cart reminder's link: its cart comes back into this browser, then the cart page opens. */
export default async function RestoreCartPage({
  params,
  searchParams,
}: PageProps<'/[locale]/cart-reminders/restore'>) {
  await pageLocale(params);
  const t = await getTranslations('cartReminders.restore');
  const raw = (await searchParams).token;
  const parsed = reminderTokenInput.safeParse({ token: typeof raw === 'string' ? raw : '' });
  return (
    <Container size="sm" py="xl">
      <Title order={1} fz={{ base: 26, md: 32 }} mb="md">
        {t('title')}
      </Title>
      {parsed.success ? (
        <ClientMessagesProvider namespaces={['errors', 'cartReminders']}>
          <RestoreCart token={parsed.data.token} />
        </ClientMessagesProvider>
      ) : (
        <Alert color="orange">{t('invalid')}</Alert>
      )}
    </Container>
  );
}
