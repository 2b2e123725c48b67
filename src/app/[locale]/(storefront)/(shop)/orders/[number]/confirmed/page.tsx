import { Alert, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconLink } from '@tabler/icons-react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/links';
import { OrderSection } from '@/domains/orders/components/order-facts';
import { OrderItems } from '@/domains/orders/components/order-lines';
import { OrderLinkBox } from '@/domains/orders/components/order-link-box';
import { orderNumberText } from '@/domains/orders/components/order-text';
import { PaymentConfirming } from '@/domains/orders/components/payment-confirming';
import { publicOrigin } from '@/domains/store-settings/queries';
import { getPathname } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/page-locale';
import { visitorOrderPage } from '../visitor-order';

// One visitor's order: rendered per request, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/orders/[number]/confirmed'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'myOrders.confirmed' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * After the order is placed (spec: order confirmed): thanks, the number, a summary and the order's link. A card order
 * back from Stripe shows "confirming your payment" until Stripe's webhook marks it paid — never a false "paid" — or
 * says the payment failed and the order was cancelled.
 */
export default async function OrderConfirmedPage(props: PageProps<'/[locale]/orders/[number]/confirmed'>) {
  const { locale, order, accessKey, link } = await visitorOrderPage(props);
  const t = await getTranslations('myOrders');
  const url = `${await publicOrigin()}${getPathname({ href: link, locale })}`;
  const number = orderNumberText(order.number, locale, order.display.prefix);
  const card = order.paymentMethod === 'card';
  if (card && order.paymentStatus === 'unpaid' && order.status === 'pending')
    return (
      <Container size="md" py="xl">
        <PaymentConfirming numberLabel={number} />
      </Container>
    );
  if (card && order.paymentStatus !== 'paid')
    return (
      <Container size="md" py="xl">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={64} radius="xl" color="red" variant="light">
            <IconCircleX size={40} aria-hidden />
          </ThemeIcon>
          <Title order={1} fz={{ base: 26, md: 32 }}>
            {t('paymentFailed.title')}
          </Title>
          <Text size="lg">{t('paymentFailed.text', { number })}</Text>
          <Group justify="center" gap="sm">
            <ButtonLink href={link}>{t('confirmed.view')}</ButtonLink>
            <ButtonLink href="/products" variant="default">
              {t('confirmed.continue')}
            </ButtonLink>
          </Group>
        </Stack>
      </Container>
    );
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={64} radius="xl" color="green" variant="light">
            <IconCircleCheck size={40} aria-hidden />
          </ThemeIcon>
          <Title order={1} fz={{ base: 26, md: 32 }}>
            {t('confirmed.title')}
          </Title>
          <Text size="lg">{t(card ? 'confirmed.textCard' : 'confirmed.text', { number })}</Text>
          <Text c="dimmed">
            {t.rich('confirmed.mail', { email: () => <bdi dir="ltr">{order.email}</bdi> })}
          </Text>
        </Stack>
        {!order.userId && accessKey && (
          <Alert color="blue" icon={<IconLink size={18} aria-hidden />}>
            <Stack gap="sm">
              <Text size="sm">{t('confirmed.keepLink')}</Text>
              <OrderLinkBox url={url} />
            </Stack>
          </Alert>
        )}
        <OrderSection title={t('details.summary')}>
          <OrderItems order={order} linkProducts />
        </OrderSection>
        <Group justify="center" gap="sm">
          <ButtonLink href={link}>{t('confirmed.view')}</ButtonLink>
          <ButtonLink href="/products" variant="default">
            {t('confirmed.continue')}
          </ButtonLink>
        </Group>
      </Stack>
    </Container>
  );
}
