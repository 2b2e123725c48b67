import { z } from 'zod';
import { minorAmount } from './schemas';

/** How a shopper may pay (the orders' `payment_method`). */
export const PAYMENT_METHODS = ['cod', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The payment options page's settings, and whether the server has Stripe's keys (`cardReady`). */
export type PaymentOptions = {
  codEnabled: boolean;
  /** Minor units of the base currency, added to a cash-on-delivery order. */
  codFee: number;
  /** The largest order total (before the fee) cash on delivery takes; null: any. */
  codMaxTotal: number | null;
  cardEnabled: boolean;
  cardReady: boolean;
};

export const DEFAULT_PAYMENT_OPTIONS: PaymentOptions = {
  codEnabled: true,
  codFee: 0,
  codMaxTotal: null,
  cardEnabled: false,
  cardReady: false,
};

/** The methods checkout offers, in this order: a card only while the owner turned it on and the keys are set. */
export const offeredMethods = (o: PaymentOptions): PaymentMethod[] => [
  ...(o.codEnabled ? (['cod'] as const) : []),
  ...(o.cardEnabled && o.cardReady ? (['card'] as const) : []),
];

/** The method's own charge: the cash-on-delivery fee. */
export const methodFee = (o: PaymentOptions, method: PaymentMethod | null) =>
  method === 'cod' ? o.codFee : 0;

/** Whether cash on delivery takes an order of this total (goods, delivery and tax, before the fee). */
export const codTakes = (o: PaymentOptions, total: number) =>
  o.codMaxTotal === null || total <= o.codMaxTotal;

/**
 * The methods that can take an order of this total (before any fee): the offered ones, less cash on delivery above
 * its maximum. Empty: the order cannot be placed at all, which checkout says before the shopper presses anything.
 */
export const usableMethods = (o: PaymentOptions, total: number): PaymentMethod[] =>
  offeredMethods(o).filter((method) => method !== 'cod' || codTakes(o, total));

/** The payment options form (amounts already in minor units). The server also refuses a card without its keys. */
export const paymentOptionsInput = z
  .object({
    codEnabled: z.boolean(),
    codFee: minorAmount,
    codMaxTotal: minorAmount.min(1, 'validation.priceInvalid').nullable(),
    cardEnabled: z.boolean(),
  })
  .refine((o) => o.codEnabled || o.cardEnabled, {
    path: ['codEnabled'],
    message: 'adminSettings.payments.oneMethod',
  });
export type PaymentOptionsInput = z.infer<typeof paymentOptionsInput>;
