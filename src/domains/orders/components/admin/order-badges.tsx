import { Badge } from '@mantine/core';
import { useTranslations } from 'next-intl';
import type { OrderStatus, PaymentStatus } from '../../schemas';

const STATUS_COLORS: Record<OrderStatus, string> = {
  pending: 'yellow',
  confirmed: 'blue',
  processing: 'indigo',
  shipped: 'cyan',
  delivered: 'green',
  cancelled: 'red',
};

const PAYMENT_COLORS: Record<PaymentStatus, string> = {
  unpaid: 'gray',
  paid: 'green',
  refunded: 'orange',
  failed: 'red',
};

/** An order's status, in the page's language (server and client pages alike). */
export function OrderStatusBadge({ status, size }: { status: OrderStatus; size?: 'sm' | 'md' | 'lg' }) {
  const t = useTranslations('orders.status');
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" size={size} style={{ overflow: 'visible' }}>
      {t(status)}
    </Badge>
  );
}

/** An order's payment status. */
export function PaymentStatusBadge({ status, size }: { status: PaymentStatus; size?: 'sm' | 'md' | 'lg' }) {
  const t = useTranslations('orders.paymentStatus');
  return (
    <Badge color={PAYMENT_COLORS[status]} variant="dot" size={size} style={{ overflow: 'visible' }}>
      {t(status)}
    </Badge>
  );
}
