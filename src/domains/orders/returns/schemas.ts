import { z } from 'zod';
import { MAX_LINE_QUANTITY } from '@/lib/order-limits';
import { RETURN_REASONS } from './reasons';

// A return's inputs, shared by its forms and its actions; messages are translation keys (the `returns` section).

export const RETURN_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'received',
  'refunded',
  'closed',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** How a refund recorded by hand was given (a cash-on-delivery order); a card order's goes back through Stripe. */
export const HAND_REFUND_METHODS = ['cash', 'transfer'] as const;
export type HandRefundMethod = (typeof HAND_REFUND_METHODS)[number];

/** The longest return window an owner may set, in days. */
export const RETURN_WINDOW_MAX = 365;

const note = (max: number) => z.string().trim().max(max, 'returns.noteTooLong');

/** The shopper's request: the order (with the link's secret for a guest), units per line, a reason and a note. */
export const returnRequestInput = z.object({
  number: z.int32().positive(),
  key: z.string().min(1).max(200).optional(),
  lines: z
    .array(
      z.object({
        lineId: z.int32().positive(),
        quantity: z.int32('returns.quantityInvalid').min(0, 'returns.quantityInvalid').max(MAX_LINE_QUANTITY),
      }),
    )
    .min(1)
    .max(50)
    .refine((lines) => lines.some((l) => l.quantity > 0), 'returns.noLines'),
  reason: z.enum(RETURN_REASONS, 'returns.reasonRequired'),
  note: note(500).optional(),
});
export type ReturnRequestInput = z.infer<typeof returnRequestInput>;

export const returnIdInput = z.object({ returnId: z.int32().positive() });

/** The owner approves, or rejects with a reason the shopper reads. */
export const returnDecisionInput = z
  .object({
    returnId: z.int32().positive(),
    approve: z.boolean(),
    reason: note(500).optional(),
  })
  .refine((d) => d.approve || Boolean(d.reason), {
    message: 'returns.rejectReasonRequired',
    path: ['reason'],
  });

/** How many of each returned line's units go back on the shelf (0 to what came back). */
export const restockInput = z.object({
  returnId: z.int32().positive(),
  lines: z
    .array(z.object({ returnLineId: z.int32().positive(), restock: z.int32().min(0).max(MAX_LINE_QUANTITY) }))
    .min(1)
    .max(50),
});

/** The refund of a received return: the amount as typed in the order's currency, and (cash on delivery) how given. */
export const returnRefundInput = z.object({
  returnId: z.int32().positive(),
  amount: z
    .string()
    .trim()
    .max(20)
    .regex(/^\d+([.]\d+)?$/, 'orders.refundAmountInvalid'),
  method: z.enum(HAND_REFUND_METHODS).optional(),
  requestKey: z.uuid(),
});
