'use server';

import { visitorAction } from '@/domains/accounts/session';
import { staffAction } from '@/domains/admin/staff-action';
import { expire } from '@/lib/cache';
import {
  restockInput,
  returnDecisionInput,
  returnIdInput,
  returnRefundInput,
  returnRequestInput,
} from './schemas';
import * as service from './service';

// A return's mutations: the shopper's request (a guest with the order's link too), the owner's moves. Each parsed by
// the shared schema and its caller checked here; the service checks the order or the return itself.

/** The shopper asks to return units of their delivered order. */
export const requestReturnAction = visitorAction(returnRequestInput, async (input, { user }) => {
  await service.requestReturn(input, user);
});

/** The owner approves a requested return, or rejects it with a reason. */
export const decideReturnAction = staffAction('returns')(
  returnDecisionInput,
  async ({ returnId, approve, reason }, admin) => {
    await service.decideReturn(returnId, approve, reason, admin);
  },
);

/** The owner received the returned parcel. */
export const receiveReturnAction = staffAction('returns')(returnIdInput, async ({ returnId }, admin) => {
  await service.receiveReturn(returnId, admin);
});

/** The owner closes a received return without a refund. */
export const closeReturnAction = staffAction('returns')(returnIdInput, async ({ returnId }, admin) => {
  await service.closeReturn(returnId, admin);
});

/** The owner puts the returned units (those fit to sell) back on the shelf. */
export const restockReturnAction = staffAction('returns')(
  restockInput,
  async ({ returnId, lines }, admin) => {
    expire((await service.restockReturn(returnId, lines, admin)).cache);
  },
);

/** The owner records the return's refund: through Stripe for a card order, by hand for cash on delivery. */
export const refundReturnAction = staffAction('returns')(
  returnRefundInput,
  async ({ returnId, ...refund }, admin) => {
    await service.refundReturn(returnId, refund, admin);
  },
);
