import { z } from 'zod';
import { requiredNumber } from '@/lib/text';
import { minorAmount } from './schemas';

/** How a shopper may pay (the orders' `payment_method`). */
export const PAYMENT_METHODS = ['cod', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How the cash-on-delivery confirmation's link reaches the shopper (lib/sms's channels). */
export const COD_CONFIRM_CHANNELS = ['sms', 'whatsapp'] as const;
export type CodConfirmChannel = (typeof COD_CONFIRM_CHANNELS)[number];
/** The hours a shopper may take to confirm a cash-on-delivery order: an hour at least, three days at most. */
export const COD_CONFIRM_HOURS = { min: 1, max: 72, default: 24 } as const;

/** The payment options page's settings, and whether the server has Stripe's keys (`cardReady`). */
export type PaymentOptions = {
  codEnabled: boolean;
  /** Minor units of the base currency, added to a cash-on-delivery order. */
  codFee: number;
  /** The largest order total (before the fee) cash on delivery takes; null: any. */
  codMaxTotal: number | null;
  /**
   * Whether a cash-on-delivery order waits for its shopper's confirmation (orders/cod-confirmation.ts), by which
   * channel its link goes, and how many hours it waits before it is cancelled.
   */
  codConfirm: boolean;
  codConfirmChannel: CodConfirmChannel;
  codConfirmHours: number;
  cardEnabled: boolean;
  cardReady: boolean;
};

export const DEFAULT_PAYMENT_OPTIONS: PaymentOptions = {
  codEnabled: true,
  codFee: 0,
  codMaxTotal: null,
  codConfirm: false,
  codConfirmChannel: 'sms',
  codConfirmHours: COD_CONFIRM_HOURS.default,
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
    codConfirm: z.boolean(),
    codConfirmChannel: z.enum(COD_CONFIRM_CHANNELS, 'codConfirmation.settings.channelInvalid'),
    codConfirmHours: requiredNumber('codConfirmation.settings.hoursInvalid')
      .int('codConfirmation.settings.hoursInvalid')
      .min(COD_CONFIRM_HOURS.min, 'codConfirmation.settings.hoursInvalid')
      .max(COD_CONFIRM_HOURS.max, 'codConfirmation.settings.hoursInvalid'),
    cardEnabled: z.boolean(),
  })
  .refine((o) => o.codEnabled || o.cardEnabled, {
    path: ['codEnabled'],
    message: 'adminSettings.payments.oneMethod',
  });
export type PaymentOptionsInput = z.infer<typeof paymentOptionsInput>;
