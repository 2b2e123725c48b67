'use server';

import { userAction } from '@/domains/accounts/session';
import { syncCartInput } from './schemas';
import * as service from './service';

/** Syncs the signed-in shopper's kept cart with this browser's; answers the lines the browser should now hold. */
export const syncCartAction = userAction(syncCartInput, async ({ mode, lines, locale }, user) => {
  if (mode === 'push') {
    await service.writeServerCart(user.id, lines);
    return null;
  }
  const kept =
    mode === 'merge' ? await service.mergeServerCart(user.id, lines) : await service.readServerCart(user.id);
  return service.toBrowserLines(kept, locale);
});
