import 'server-only';
import { eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { auditEntries } from '@/db/schema/audit';

// The demo entries' part of Settings → Remove demo data (domains/clean-start): they describe changes to demo rows.

/** Deletes the demo seed's entries (never the owner's own): how many went. */
export async function removeDemoAuditEntries(tx: Tx): Promise<number> {
  return (await tx.delete(auditEntries).where(eq(auditEntries.demo, true)).returning({ id: auditEntries.id }))
    .length;
}
