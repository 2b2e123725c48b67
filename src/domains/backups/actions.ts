'use server';

import { z } from 'zod';
import { adminAction } from '@/domains/accounts/session';
import { takeBackup } from './service';

/** "Back up now" on the Settings page: the backup is taken while the admin waits, then listed. */
export const backUpNowAction = adminAction(z.object({}), async () => {
  const { name, size } = await takeBackup();
  return { name, size };
});
