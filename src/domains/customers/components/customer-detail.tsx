import {
  Badge,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Table,
  TableScrollContainer,
  TableTbody,
  TableTd,
  TableTh,
  TableThead,
  TableTr,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { OrderStatusBadge, PaymentStatusBadge } from '@/domains/orders/components/order-badges';
import { orderDateText, orderNumberText } from '@/domains/orders/components/order-text';
import type { OrderStatus, PaymentStatus } from '@/domains/orders/schemas';
import type { Locale } from '@/i18n/routing';
import { factSeparator } from '@/lib/facts';
import { formatMoney, formatNumber } from '@/lib/money';
import type { CustomerDetail as Customer } from '../queries';
import { CUSTOMERS_PATH } from '../schemas';
import { AdminLink } from './admin-link';

type Props = {
  customer: Customer;
  locale: Locale;
  /** The base currency, what "spent" is in. */
  currency: string;
  /** The store's time zone and order-number prefix (Settings). */
  timeZone: string;
  prefix: string;
};

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

/** One customer as the admin sees them: contact details, the addresses their orders went to, and every order. */
export async function CustomerDetail({ customer, locale, currency, timeZone, prefix }: Props) {
  const t = await getTranslations({ locale, namespace: 'adminCustomers' });
  const Back = locale === 'ar' ? IconArrowRight : IconArrowLeft;
  const addresses = [
    ...new Map(
      customer.orders.map((o) => {
        const area = locale === 'ar' ? o.deliveryAreaAr : o.deliveryAreaEn;
        const line = [o.streetAddress, o.city, o.zipCode, area]
          .filter(Boolean)
          .join(locale === 'ar' ? '، ' : ', ');
        return [line.toLowerCase(), { line, name: o.fullName, phone: o.phone }] as const;
      }),
    ).values(),
  ];
  return (
    <Stack gap="lg">
      <AdminLink href={CUSTOMERS_PATH} size="sm">
        <Group gap={4} component="span">
          <Back size={16} aria-hidden />
          {t('backToList')}
        </Group>
      </AdminLink>
      <Card withBorder padding="lg">
        <Stack gap="md">
          <Group gap="sm">
            <Title order={2} fz="h3">
              {customer.name}
            </Title>
            <Badge variant="light" color={customer.kind === 'account' ? 'blue' : 'gray'}>
              {t(`kind.${customer.kind}`)}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            <Field label={t('columns.email')}>
              <bdi>{customer.email ?? '—'}</bdi>
            </Field>
            <Field label={t('columns.phone')}>
              <bdi dir="ltr">{customer.phone ?? '—'}</bdi>
            </Field>
            <Field label={t('columns.orders')}>{formatNumber(customer.orderCount, locale)}</Field>
            <Field label={t('columns.spent')}>
              <bdi>{formatMoney(customer.spent, currency, locale)}</bdi>
            </Field>
            <Field label={t('columns.lastOrder')}>
              {customer.lastOrderAt ? orderDateText(customer.lastOrderAt, locale, timeZone) : t('never')}
            </Field>
            <Field label={t(customer.kind === 'account' ? 'joined' : 'firstOrder')}>
              {orderDateText(customer.since, locale, timeZone, false)}
            </Field>
          </SimpleGrid>
          {customer.userId && (
            <AdminLink href={`/admin/users/${customer.userId}`} size="sm">
              {t('openAccount')}
            </AdminLink>
          )}
        </Stack>
      </Card>

      <Card withBorder padding="lg">
        <Title order={3} fz="h4" mb="sm">
          {t('addresses')}
        </Title>
        {addresses.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('noAddresses')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {addresses.map((a) => (
              <li key={a.line}>
                <Text size="sm">{a.line}</Text>
                <Text size="xs" c="dimmed">
                  {a.name}
                  {factSeparator(locale)}
                  <bdi dir="ltr">{a.phone}</bdi>
                </Text>
              </li>
            ))}
          </Stack>
        )}
      </Card>

      <Card withBorder padding="lg">
        <Title order={3} fz="h4" mb="sm">
          {t('ordersTitle')}
        </Title>
        {customer.orders.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('noOrders')}
          </Text>
        ) : (
          <TableScrollContainer minWidth={640}>
            <Table striped highlightOnHover data-testid="customer-orders">
              <TableThead>
                <TableTr>
                  <TableTh>{t('order.number')}</TableTh>
                  <TableTh>{t('order.date')}</TableTh>
                  <TableTh>{t('order.status')}</TableTh>
                  <TableTh>{t('order.payment')}</TableTh>
                  <TableTh>{t('order.total')}</TableTh>
                </TableTr>
              </TableThead>
              <TableTbody>
                {customer.orders.map((o) => (
                  <TableTr key={o.number}>
                    <TableTd>
                      <AdminLink href={`/admin/orders/${o.number}`} fw={600} size="sm">
                        {orderNumberText(o.number, locale, prefix)}
                      </AdminLink>
                    </TableTd>
                    <TableTd>
                      <time dateTime={o.createdAt.toISOString()}>
                        {orderDateText(o.createdAt, locale, timeZone)}
                      </time>
                    </TableTd>
                    <TableTd>
                      <OrderStatusBadge status={o.status as OrderStatus} />
                    </TableTd>
                    <TableTd>
                      <PaymentStatusBadge status={o.paymentStatus as PaymentStatus} />
                    </TableTd>
                    <TableTd>
                      <bdi>{formatMoney(o.total, o.currency, locale)}</bdi>
                    </TableTd>
                  </TableTr>
                ))}
              </TableTbody>
            </Table>
          </TableScrollContainer>
        )}
      </Card>
    </Stack>
  );
}
