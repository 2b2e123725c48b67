import 'server-only';
import { notFound } from 'next/navigation';
import { getVisitorOrder } from '@/domains/orders/shopper-queries';
import { pageLocale } from '@/i18n/page-locale';

type OrderRoute = {
  params: Promise<{ locale: string; number: string }>;
  searchParams: Promise<{ key?: string | string[] }>;
};

/**
 * What the storefront's order pages (details, confirmed, cancelled) start from: the page's locale, the order the
 * visitor may see (their own, or the one the link's secret opens) and its own link, which keeps that secret.
 * Anything else answers 'Order Not Found' (404).
 */
export async function visitorOrderPage({ params, searchParams }: OrderRoute) {
  const locale = await pageLocale(params);
  const [{ number }, { key }] = await Promise.all([params, searchParams]);
  const found = await getVisitorOrder(number, key);
  if (!found) notFound();
  const { order } = found;
  const link = { pathname: `/orders/${order.number}`, query: found.key ? { key: found.key } : {} };
  return { locale, order, accessKey: found.key, link };
}
