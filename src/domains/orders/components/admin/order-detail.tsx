import {
  Card,
  Divider,
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
  Timeline,
  TimelineItem,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClock } from '@tabler/icons-react';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AnchorLink } from '@/components/links';
import { Thumbnail } from '@/domains/catalog/components/admin/thumbnail';
import type { Locale } from '@/i18n/routing';
import { formatMoney, formatNumber, formatRate, intlLocale } from '@/lib/money';
import type { OrderDetail } from '../../queries';
import { OrderStatusBadge, PaymentStatusBadge } from '../order-badges';

type Props = { order: OrderDetail; locale: Locale };

/** A label and its value, as the order's cards list them. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** A row of the totals: label at the start, amount at the end. */
function TotalRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined} ta="end">
        <bdi>{value}</bdi>
      </Text>
    </Group>
  );
}

/** The order's money: each line's total and the summary, in the order's own currency. */
export async function OrderTotals({ order, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'adminOrders' });
  const money = (minor: number) => formatMoney(minor, order.currency, locale);
  const rate = formatRate(order.taxRate, locale);
  return (
    <Stack gap={6}>
      <TotalRow label={t('subtotal')} value={money(order.subtotal)} />
      <TotalRow
        label={t('deliveryCharges')}
        value={order.deliveryCharge === 0 ? t('free') : money(order.deliveryCharge)}
      />
      <TotalRow
        label={order.pricesIncludeTax ? t('taxIncluded', { rate }) : t('taxAdded', { rate })}
        value={money(order.tax)}
      />
      <Divider />
      <TotalRow label={t('total')} value={money(order.total)} strong />
      <TotalRow label={t('totalProducts')} value={formatNumber(order.itemCount, locale)} />
    </Stack>
  );
}

/** The order's lines: image, name, colour, size, quantity, unit price and line total. */
export async function OrderLines({ order, locale, withImages = true }: Props & { withImages?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'adminOrders' });
  const ar = locale === 'ar';
  const money = (minor: number) => formatMoney(minor, order.currency, locale);
  const none = t('none');
  return (
    <TableScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" data-testid="order-lines">
        <TableThead>
          <TableTr>
            {withImages && (
              <TableTh w={60}>
                <VisuallyHidden>{t('image')}</VisuallyHidden>
              </TableTh>
            )}
            <TableTh>{t('product')}</TableTh>
            <TableTh>{t('color')}</TableTh>
            <TableTh>{t('size')}</TableTh>
            <TableTh ta="end">{t('quantity')}</TableTh>
            <TableTh ta="end">{t('unitPrice')}</TableTh>
            <TableTh ta="end">{t('lineTotal')}</TableTh>
          </TableTr>
        </TableThead>
        <TableTbody>
          {order.lines.map((line, index) => (
            // Lines have no id of their own in the view; their order is fixed (by id) and never changes.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <TableTr key={index}>
              {withImages && (
                <TableTd>
                  <Thumbnail image={line.image} />
                </TableTd>
              )}
              <TableTd>
                <Text size="sm" fw={600}>
                  {ar ? line.nameAr : line.nameEn}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('sku')} <bdi dir="ltr">{line.sku}</bdi>
                </Text>
              </TableTd>
              <TableTd>{(ar ? line.colorAr : line.colorEn) ?? none}</TableTd>
              <TableTd>{(ar ? line.sizeAr : line.sizeEn) ?? none}</TableTd>
              <TableTd ta="end">{formatNumber(line.quantity, locale)}</TableTd>
              <TableTd ta="end">
                <bdi>{money(line.unitPrice)}</bdi>
              </TableTd>
              <TableTd ta="end">
                <bdi>{money(line.lineTotal)}</bdi>
              </TableTd>
            </TableTr>
          ))}
        </TableTbody>
      </Table>
    </TableScrollContainer>
  );
}

/** Everything the shopper gave and the order's state, as the admin reads it (the spec's labels). */
export async function OrderDetailView({ order, locale, actions }: Props & { actions: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'adminOrders' });
  const tm = await getTranslations({ locale, namespace: 'orders.paymentMethod' });
  const ts = await getTranslations({ locale, namespace: 'orders.status' });
  const ar = locale === 'ar';
  // Formatted here, once, so the browser's time zone can never disagree with the server's render.
  const date = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' });
  const none = t('none');
  const timelineIcon = (status: string) =>
    status === 'cancelled' ? (
      <IconCircleX size={14} aria-hidden />
    ) : status === 'pending' ? (
      <IconClock size={14} aria-hidden />
    ) : (
      <IconCircleCheck size={14} aria-hidden />
    );

  const userInfo = (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('userInfo')}
        </Title>
        <Field label={t('userName')}>{order.fullName}</Field>
        <Field label={t('email')}>
          <bdi dir="ltr">{order.email}</bdi>
        </Field>
        <Field label={t('mobile')}>
          <bdi dir="ltr">{order.phone}</bdi>
        </Field>
        <Field label={t('whatsapp')}>{order.whatsapp ? <bdi dir="ltr">{order.whatsapp}</bdi> : none}</Field>
        <Field label={t('account')}>
          {order.userId ? (
            <AnchorLink href={`/admin/users/${order.userId}`} size="sm">
              {t('viewCustomer')}
            </AnchorLink>
          ) : (
            t('guest')
          )}
        </Field>
      </Stack>
    </Card>
  );

  const address = (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('deliveryAddress')}
        </Title>
        <Field label={t('street')}>{order.streetAddress}</Field>
        <Field label={t('city')}>{order.city}</Field>
        <Field label={t('zipCode')}>
          <bdi dir="ltr">{order.zipCode}</bdi>
        </Field>
        <Field label={t('deliveryArea')}>{ar ? order.deliveryAreaAr : order.deliveryAreaEn}</Field>
        <Field label={t('notes')}>
          {order.notes ? <span style={{ whiteSpace: 'pre-line' }}>{order.notes}</span> : none}
        </Field>
      </Stack>
    </Card>
  );

  const payment = (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('payment')}
        </Title>
        <Field label={t('paymentMethod')}>{tm(order.paymentMethod)}</Field>
        <Field label={t('paymentStatus')}>
          <span data-testid="payment-status">
            <PaymentStatusBadge status={order.paymentStatus} />
          </span>
        </Field>
      </Stack>
    </Card>
  );

  const timeline = (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Title order={2} fz="h4">
          {t('timeline')}
        </Title>
        <Timeline active={order.events.length - 1} bulletSize={24} lineWidth={2} data-testid="order-timeline">
          {order.events.map((event, index) => (
            <TimelineItem
              // Events are listed in the order they happened and are never removed.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              bullet={timelineIcon(event.status)}
              color={event.status === 'cancelled' ? 'red' : undefined}
              title={event.status === 'pending' ? t('placed') : ts(event.status)}
            >
              <Text size="xs" c="dimmed">
                {t('actor', { role: event.actorRole, name: event.actorName ?? '' })}
              </Text>
              <Text size="xs" c="dimmed">
                <time dateTime={event.at.toISOString()}>{date.format(event.at)}</time>
              </Text>
            </TimelineItem>
          ))}
        </Timeline>
      </Stack>
    </Card>
  );

  // What to do next first, then what was bought, then who bought it, where it goes, how it is paid and its story.
  return (
    <Stack gap="lg">
      {actions}
      <Card withBorder padding="lg">
        <Stack gap="md">
          <Title order={2} fz="h4">
            {t('items')}
          </Title>
          <OrderLines order={order} locale={locale} />
          <Stack maw={420} w="100%" ms="auto">
            <OrderTotals order={order} locale={locale} />
          </Stack>
        </Stack>
      </Card>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" style={{ alignItems: 'start' }}>
        {userInfo}
        {address}
        <Stack gap="lg">
          {payment}
          {timeline}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

/** The order's number, status and date, above its details. */
export async function OrderHeading({ order, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'adminOrders' });
  const date = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeStyle: 'short' });
  return (
    <Group gap="xs">
      <OrderStatusBadge status={order.status} size="lg" />
      <PaymentStatusBadge status={order.paymentStatus} size="lg" />
      <Text size="sm" c="dimmed">
        {t('placedOn', { date: date.format(order.createdAt) })}
      </Text>
    </Group>
  );
}
