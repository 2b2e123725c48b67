'use server';

import { z } from 'zod';
import { adminAction, visitorAction } from '@/domains/accounts/session';
import { expire, refreshCallerPage } from '@/lib/cache';
import { displayCurrenciesInput } from './display-currencies';
import { checkDomain } from './domain-check';
import { paymentOptionsInput } from './payment-options';
import { staleSettings } from './queries';
import {
  currencyInput,
  deliveryAreaIdInput,
  deliveryAreaInput,
  deliveryAreaOrderInput,
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

export const saveDeliveryAreaAction = adminAction(deliveryAreaInput, async (input) => {
  const { id, cache } = await service.saveDeliveryArea(input);
  expire(cache);
  return { id };
});

export const deleteDeliveryAreaAction = adminAction(deliveryAreaIdInput, async ({ id }) => {
  expire((await service.deleteDeliveryArea(id)).cache);
});

export const reorderDeliveryAreasAction = adminAction(deliveryAreaOrderInput, async ({ ids }) => {
  expire((await service.reorderDeliveryAreas(ids)).cache);
});

export const saveTaxAction = adminAction(taxInput, async (input) => {
  expire((await service.saveTax(input)).cache);
});

export const saveCurrencyAction = adminAction(currencyInput, async ({ currency }) => {
  expire((await service.saveCurrency(currency)).cache);
});

export const saveBrandingAction = adminAction(brandingInput, async (input) => {
  expire((await service.saveBranding(input)).cache);
});

export const saveHomepageAction = adminAction(homepageInput, async (input) => {
  expire((await service.saveHomepage(input)).cache);
});

export const saveContactInfoAction = adminAction(contactInfoInput, async (input) => {
  expire((await service.saveContactInfo(input)).cache);
});

export const saveCustomDomainAction = adminAction(customDomainInput, async ({ customDomain }) => {
  expire((await service.saveCustomDomain(customDomain)).cache);
});

/** Where a domain points now (this server, elsewhere, nowhere): a DNS look-up only, nothing changes. */
export const checkCustomDomainAction = adminAction(customDomainCheckInput, ({ customDomain }) =>
  checkDomain(customDomain),
);

export const saveGeneralSettingsAction = adminAction(generalSettingsInput, async (input) => {
  expire((await service.saveGeneralSettings(input)).cache);
});

export const savePaymentOptionsAction = adminAction(paymentOptionsInput, async (input) => {
  expire((await service.savePaymentOptions(input)).cache);
});

export const saveDisplayCurrenciesAction = adminAction(displayCurrenciesInput, async ({ currencies }) => {
  expire((await service.saveDisplayCurrencies(currencies)).cache);
});

/**
 * Asked by an open storefront page when it hears that the settings were saved (possibly through another app
 * instance), with when the settings it shows were saved: expires this instance's cached settings if they are
 * stale, and answers with the page re-rendered when it shows an older version. Anyone may call it; it expires only
 * what really changed in the database, so calling it again costs one read (and at most a render of the caller's
 * own page).
 */
export const refreshStoreSettingsAction = visitorAction(
  z.object({ shown: z.string().max(40) }),
  async ({ shown }) => {
    const { tags, updatedAt } = await staleSettings();
    expire({ now: tags });
    if (tags.length > 0 || updatedAt !== shown) refreshCallerPage();
    // What the refreshed page should now show: the page checks it did, and asks again if not.
    return { updatedAt };
  },
);
