'use server';

import { staffAction } from '@/domains/admin/staff-action';
import { expire } from '@/lib/cache';
import { pageInput } from './schemas';
import * as service from './service';

// The owner's pages (admin only): a save expires only the page it changed.

export const savePageAction = staffAction('storesetting')(pageInput, async (input) => {
  expire((await service.savePage(input)).cache);
});
