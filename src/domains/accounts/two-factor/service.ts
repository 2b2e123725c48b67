import 'server-only';
import { getDb } from '@/db/client';
import { staffPolicies } from '@/db/schema/accounts';
import { recordAudit } from '@/domains/audit/record';
import { env } from '@/lib/env';
import { readStaffTwoFactorRequired } from './queries';

/** The owner requires (or no longer requires) every staff member to sign in with an app's code too. */
export async function saveStaffTwoFactor(required: boolean): Promise<void> {
  await getDb().transaction(async (tx) => {
    const before = await readStaffTwoFactorRequired();
    await tx
      .insert(staffPolicies)
      .values({ storeId: env.STORE_ID, twoFactorRequired: required })
      .onConflictDoUpdate({
        target: staffPolicies.storeId,
        set: { twoFactorRequired: required, updatedAt: new Date() },
      });
    await recordAudit(tx, {
      action: 'settings.twoFactor',
      entityType: 'settings',
      before: { staffTwoFactorRequired: before },
      after: { staffTwoFactorRequired: required },
    });
  });
}
