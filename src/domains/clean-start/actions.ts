'use server';

import { adminAction } from '@/domains/accounts/session';
import { expire } from '@/lib/cache';
import { removeDemoInput } from './schemas';
import * as service from './service';

// Settings → Remove demo data: the owner only (adminAction), after the confirmation.

export const removeDemoDataAction = adminAction(removeDemoInput, async () => {
  const { counts, cache } = await service.removeDemoData();
  expire(cache);
  return counts;
});
