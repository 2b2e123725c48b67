import { Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleX } from '@tabler/icons-react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/links';
import { orderNumberText } from '@/domains/orders/components/order-text';
import { redirect } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/page-locale';
import { visitorOrderPage } from '../visitor-order';

// One visitor's order: rendered per request, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/orders/[number]/cancelled'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'myOrders.cancelled' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** After the shopper cancelled (spec: order cancelled). An order that is not cancelled shows its details. */
export default async function OrderCancelledPage(props: PageProps<'/[locale]/orders/[number]/cancelled'>) {
  const { locale, order, link } = await visitorOrderPage(props);
  if (order.status !== 'cancelled') redirect({ href: link, locale });
  const t = await getTranslations('myOrders.cancelled');
  return (
    <Container size="sm" py={60}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" color="red" variant="light">
          <IconCircleX size={40} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz={{ base: 26, md: 32 }}>
          {t('title')}
        </Title>
        <Text size="lg">
          {t('text', { number: orderNumberText(order.number, locale, order.display.prefix) })}
        </Text>
        <Group justify="center" gap="sm">
          <ButtonLink href={link}>{t('view')}</ButtonLink>
          <ButtonLink href="/products" variant="default">
            {t('continue')}
          </ButtonLink>
        </Group>
      </Stack>
    </Container>
  );
}
