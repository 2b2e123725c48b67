import { OrderNotFound } from '@/domains/orders/components/order-not-found';

/** An unknown order, or someone else's (spec: 'Order Not Found'): the same 404 for both. */
export default function OrdersNotFound() {
  return <OrderNotFound />;
}
