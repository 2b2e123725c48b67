import { Badge, type MantineColor, type MantineSize } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { OrderStatus, PaymentStatus } from '../schemas';

// The order's and the payment's status as badges, the same on the storefront and in the back office (server and
// client pages alike). The text says it; the colour only helps. `overflow: visible` keeps Arabic marks unclipped.

const STATUS_COLOR: Record<OrderStatus, MantineColor> = {
  pending: 'yellow',
  confirmed: 'blue',
  processing: 'indigo',
  shipped: 'cyan',
  delivered: 'green',
  cancelled: 'red',
};

const PAYMENT_COLOR: Record<PaymentStatus, MantineColor> = {
  unpaid: 'gray',
  paid: 'green',
  refunded: 'grape',
  failed: 'red',
};

type Props<Status> = { status: Status; size?: MantineSize };

/** An order's status. */
export function OrderStatusBadge({ status, size }: Props<OrderStatus>) {
  const t = useTranslations('orders.status');
  return (
    <Badge
      color={STATUS_COLOR[status]}
      variant="light"
      size={size}
      data-status={status}
      style={{ overflow: 'visible' }}
    >
      {t(status)}
    </Badge>
  );
}

/** A payment's status (a dot badge: it never reads as the order's status beside it). */
export function PaymentStatusBadge({ status, size }: Props<PaymentStatus>) {
  const t = useTranslations('orders.paymentStatus');
  return (
    <Badge color={PAYMENT_COLOR[status]} variant="dot" size={size} style={{ overflow: 'visible' }}>
      {t(status)}
    </Badge>
  );
}
