'use server';

import { z } from 'zod';
import { visitorAction } from '@/domains/accounts/session';
import { staffAction } from '@/domains/admin/staff-action';
import { expire } from '@/lib/cache';
import { displayCurrenciesInput } from './display-currencies';
import { checkDomain } from './domain-check';
import { paymentOptionsInput } from './payment-options';
import { staleSettings } from './queries';
import {
  checkoutLimitsInput,
  currencyInput,
  deliveryAreaIdInput,
  deliveryAreaInput,
  deliveryAreaOrderInput,
  returnWindowInput,
  taxInput,
} from './schemas';
import * as service from './service';
import {
  brandingInput,
  contactInfoInput,
  customDomainCheckInput,
  customDomainInput,
  generalSettingsInput,
  homepageInput,
} from './storefront-schemas';

// The owner's selling settings (admin only): each write expires only what shows it.

export const saveDeliveryAreaAction = staffAction('settings')(deliveryAreaInput, async (input) => {
  const { id, cache } = await service.saveDeliveryArea(input);
  expire(cache);
  return { id };
});

export const deleteDeliveryAreaAction = staffAction('settings')(deliveryAreaIdInput, async ({ id }) => {
  expire((await service.deleteDeliveryArea(id)).cache);
});

export const reorderDeliveryAreasAction = staffAction('settings')(deliveryAreaOrderInput, async ({ ids }) => {
  expire((await service.reorderDeliveryAreas(ids)).cache);
});

export const saveTaxAction = staffAction('settings')(taxInput, async (input) => {
  expire((await service.saveTax(input)).cache);
});

export const saveCurrencyAction = staffAction('settings')(currencyInput, async ({ currency }) => {
  expire((await service.saveCurrency(currency)).cache);
});

export const saveBrandingAction = staffAction('logoAndColors')(brandingInput, async (input) => {
  expire((await service.saveBranding(input)).cache);
});

export const saveHomepageAction = staffAction('homepage')(homepageInput, async (input) => {
  expire((await service.saveHomepage(input)).cache);
});

export const saveContactInfoAction = staffAction('contactFooter')(contactInfoInput, async (input) => {
  expire((await service.saveContactInfo(input)).cache);
});

export const saveCustomDomainAction = staffAction('customDomain')(
  customDomainInput,
  async ({ customDomain }) => {
    expire((await service.saveCustomDomain(customDomain)).cache);
  },
);

/** Where a domain points now (this server, elsewhere, nowhere): a DNS look-up only, nothing changes. */
export const checkCustomDomainAction = staffAction('customDomain')(
  customDomainCheckInput,
  ({ customDomain }) => checkDomain(customDomain),
);

export const saveGeneralSettingsAction = staffAction('settings')(generalSettingsInput, async (input) => {
  expire((await service.saveGeneralSettings(input)).cache);
});

export const savePaymentOptionsAction = staffAction('paymentOptions')(paymentOptionsInput, async (input) => {
  expire((await service.savePaymentOptions(input)).cache);
});

export const saveCheckoutLimitsAction = staffAction('settings')(checkoutLimitsInput, async (input) => {
  expire((await service.saveCheckoutLimits(input)).cache);
});

/** How many days after delivery a shopper may ask for a return (0: none). */
export const saveReturnWindowAction = staffAction('settings')(returnWindowInput, async (input) => {
  expire((await service.saveReturnWindow(input)).cache);
});

export const saveDisplayCurrenciesAction = staffAction('settings')(
  displayCurrenciesInput,
  async ({ currencies }) => {
    expire((await service.saveDisplayCurrencies(currencies)).cache);
  },
);

/**
 * Asked by an open storefront page when it hears that the settings were saved (possibly through another app
 * instance): expires this instance's cached settings if they are stale, and answers when the settings were last
 * saved. Anyone may call it; it expires only what really changed in the database, so calling it again costs one
 * read.
 * - `rerendered`: something was expired, so the answer carries the caller's page re-rendered (Next renders it after
 *   an `updateTag`, for every segment).
 * - Otherwise a page that is behind (its instance had caught up already) asks its router for the page: Next's
 *   `refresh()` in an action renews only a page's dynamic parts, and the storefront's pages are cached, so a page
 *   refreshed that way kept the old announcement (it failed a CI run).
 */
export const refreshStoreSettingsAction = visitorAction(z.object({}), async () => {
  const { tags, updatedAt } = await staleSettings();
  expire({ now: tags });
  // What the page should now show: it checks it does, and asks again if not.
  return { updatedAt, rerendered: tags.length > 0 };
});
