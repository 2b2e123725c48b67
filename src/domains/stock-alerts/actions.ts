'use server';

import { headers } from 'next/headers';
import { visitorAction } from '@/domains/accounts/session';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';
import { stockAlertInput, unsubscribeInput } from './schemas';
import * as service from './service';

/** "Tell me when it is back" on a sold-out variant: a guest's typed address, or a signed-in shopper's own. */
export const requestStockAlertAction = visitorAction(stockAlertInput, async (input, { user }) => {
  // Set by our server from the connection (or the trusted proxy), whatever the client sent: see lib/client-ip.
  const address = (await headers()).get(CLIENT_IP_HEADER) ?? 'unknown';
  return service.requestStockAlert(input, user, address);
});

/** The back-in-stock mail's unsubscribe link, confirmed on its page: its address's waiting requests are dropped. */
export const unsubscribeStockAlertsAction = visitorAction(unsubscribeInput, async ({ token }) => {
  return { found: await service.unsubscribeStockAlerts(token) };
});
