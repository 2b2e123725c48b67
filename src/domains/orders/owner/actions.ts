'use server';

import { staffAction } from '@/domains/admin/staff-action';
import { expire } from '@/lib/cache';
import { serverPhoneOrderInput } from '../checkout-input';
import { noteInput, orderEditInput } from './schemas';
import * as service from './service';

// The staff's changes to an order beyond its workflow, the admin's only: parsed by the shared schemas, the caller
// checked on the server, then only the product pages whose stock moved expired.

/** A note on the order's timeline, for the staff's eyes only. */
export const addNoteAction = staffAction('orders')(noteInput, async (input, admin) => {
  await service.addNote(input, { id: admin.id, name: admin.name });
});

/** The owner takes an order for a customer on the phone (cash on delivery), through the shoppers' checkout. */
export const placePhoneOrderAction = staffAction('orders')(serverPhoneOrderInput, async (input, admin) => {
  const { cache, number } = await service.placePhoneOrder(input, { id: admin.id, name: admin.name });
  expire(cache);
  return { number };
});

/** Changes an order's quantities, area and address before it ships; stock and amounts follow. */
export const editOrderAction = staffAction('orders')(orderEditInput, async (input, admin) => {
  const { cache } = await service.editOrder(input, { id: admin.id, name: admin.name });
  expire(cache);
});
