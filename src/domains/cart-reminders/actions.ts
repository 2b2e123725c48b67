'use server';

import { headers } from 'next/headers';
import { visitorAction } from '@/domains/accounts/session';
import { staffAction } from '@/domains/admin/staff-action';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';
import {
  cartReminderSettingsInput,
  forgetCartInput,
  rememberCartInput,
  reminderTokenInput,
  restoreCartInput,
} from './schemas';
import * as service from './service';

/** Settings → Cart reminders: the owner turns them on or off and sets the wait. Nothing cached shows them. */
export const saveCartReminderSettingsAction = staffAction('settings')(
  cartReminderSettingsInput,
  async (input) => {
    await service.saveReminderSettings(input);
  },
);

/**
 * A guest's "Remind me about my cart" at checkout: their address and cart. A signed-in shopper's kept cart is
 * reminded anyway: nothing to store for them.
 */
export const rememberCartAction = visitorAction(rememberCartInput, async (input, { user }) => {
  if (user) return;
  // Set by our server from the connection (or the trusted proxy), whatever the client sent: see lib/client-ip.
  const address = (await headers()).get(CLIENT_IP_HEADER) ?? 'unknown';
  await service.rememberGuestCart(input, address);
});

/** The guest unticked the box: no reminder for this address's cart. */
export const forgetCartAction = visitorAction(forgetCartInput, async ({ email }) => {
  await service.forgetGuestCart(email);
});

/** The reminder's link: its cart's lines for the browser to hold, or `null` for a link that names nothing. */
export const restoreCartAction = visitorAction(restoreCartInput, async ({ token, locale }) =>
  service.restoreCart(token, locale),
);

/** The reminder's unsubscribe link, confirmed on its page. */
export const unsubscribeCartRemindersAction = visitorAction(reminderTokenInput, async ({ token }) => ({
  found: await service.unsubscribeReminders(token),
}));
