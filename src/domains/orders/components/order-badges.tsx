import type { MantineColor, MantineSize } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { CSSProperties } from 'react';
import type { OrderStatus, PaymentStatus } from '../schemas';
import classes from './orders.module.css';

// The order's and the payment's status as badges, the same on the storefront and in the back office (server and
// client pages alike). The text says it; the colour only helps. Mantine's Badge in plain markup
// (orders.module.css), so a shopper's order list carries no Mantine component.

const STATUS_COLOR: Record<OrderStatus, MantineColor> = {
  awaiting: 'orange',
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

type Props<Status> = { status: Status; size?: Extract<MantineSize, 'md' | 'lg'> };

/** An order's status. */
export function OrderStatusBadge({ status, size }: Props<OrderStatus>) {
  const t = useTranslations('orders.status');
  const color = STATUS_COLOR[status];
  const tone = {
    '--badge-bg': `var(--mantine-color-${color}-light)`,
    '--badge-color': `var(--mantine-color-${color}-light-color)`,
  } as CSSProperties;
  return (
    <span className={classes.badge} data-size={size} data-status={status} style={tone}>
      {t(status)}
    </span>
  );
}

/** A payment's status (a dot badge: it never reads as the order's status beside it). */
export function PaymentStatusBadge({ status, size }: Props<PaymentStatus>) {
  const t = useTranslations('orders.paymentStatus');
  const dot = { '--badge-dot': `var(--mantine-color-${PAYMENT_COLOR[status]}-filled)` } as CSSProperties;
  return (
    <span className={classes.badge} data-size={size} data-variant="dot" style={dot}>
      {t(status)}
    </span>
  );
}
