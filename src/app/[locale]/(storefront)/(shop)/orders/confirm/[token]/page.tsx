import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MantineScope } from '@/components/mantine-scope';
import { StatusLink } from '@/components/status-page';
import { readConfirmation } from '@/domains/orders/cod-confirmation';
import { CodConfirmButton } from '@/domains/orders/components/cod-confirm-button';
import { moneyText } from '@/domains/orders/components/money';
import { OrderSection } from '@/domains/orders/components/order-facts';
import { OrderItems } from '@/domains/orders/components/order-lines';
import { orderDateText, orderNumberText } from '@/domains/orders/components/order-text';
import { pageLocale } from '@/i18n/page-locale';

// One order's link: read per request, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/orders/confirm/[token]'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'codConfirmation.page' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * The cash-on-delivery order's confirmation link (sent by SMS or WhatsApp): the order's summary and one "Confirm my
 * order" button while it waits; once confirmed, expired or cancelled, it says so. The signed token is the proof:
 * a guest confirms without signing in, and the link opens nothing else.
 */
export default async function CodConfirmationPage(props: PageProps<'/[locale]/orders/confirm/[token]'>) {
  const locale = await pageLocale(props.params);
  const { token } = await props.params;
  const t = await getTranslations('codConfirmation.page');
  const found = await readConfirmation(decodeURIComponent(token));
  const shop = (
    <StatusLink href="/products" variant="default">
      {t('shop')}
    </StatusLink>
  );
  if (!found)
    return (
      <MantineScope>
        <Container size="sm" py="xl">
          <Title order={1} fz={{ base: 26, md: 32 }} mb="md">
            {t('invalidTitle')}
          </Title>
          <Alert color="orange" mb="lg">
            {t('invalidText')}
          </Alert>
          {shop}
        </Container>
      </MantineScope>
    );
  const { state, order, dueAt } = found;
  const number = orderNumberText(order.number, locale, order.display.prefix);
  const ended = state === 'expired' || state === 'cancelled';
  return (
    <MantineScope>
      <Container size="sm" py="xl">
        <Stack gap="lg">
          <Title order={1} fz={{ base: 26, md: 32 }}>
            {state === 'open' ? t('title', { number }) : t(`${state}Title`)}
          </Title>
          {state === 'open' ? (
            <Stack gap="md" align="flex-start">
              <Text>{t('text', { due: orderDateText(dueAt, locale, order.display.timeZone) })}</Text>
              <Text fw={600}>{t('total', { total: moneyText(order.total, order.currency, locale) })}</Text>
              <CodConfirmButton token={decodeURIComponent(token)} />
            </Stack>
          ) : (
            <Alert
              color={ended ? 'orange' : 'green'}
              role="status"
              data-testid="cod-confirmation-state"
              data-state={state}
            >
              {t(`${state}Text`, { number })}
            </Alert>
          )}
          <OrderSection title={t('summary')}>
            <OrderItems order={order} />
          </OrderSection>
          {state !== 'open' && <div>{shop}</div>}
        </Stack>
      </Container>
    </MantineScope>
  );
}
