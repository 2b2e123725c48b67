import 'server-only';
import { headers } from 'next/headers';
import type { Database, Tx } from '@/db/client';
import { auditEntries } from '@/db/schema/audit';
import { currentActor } from '@/lib/actor';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';
import { diffFields, flattenFields } from './diff';
import type { AuditAction } from './schemas';

/** Who made a change, as the log keeps them: copied, so renaming or deleting the account leaves the entry as it was. */
export type AuditActor = { id: string; name: string; email: string };

export type AuditEntryInput = {
  action: AuditAction;
  entityType: string;
  entityId?: string | number | null;
  /** The entity's fields before the change (null or left out: it was created). */
  before?: Record<string, unknown> | null;
  /** The entity's fields after the change (null or left out: it was deleted). */
  after?: Record<string, unknown> | null;
  /** Who; by default the caller of the server action being run (lib/actor.ts), or the system outside one. */
  actor?: AuditActor | null;
  /** The client's address; by default the request's, when there is one. */
  ip?: string | null;
};

const isActor = (value: unknown): value is AuditActor =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as AuditActor).id === 'string' &&
  typeof (value as AuditActor).name === 'string' &&
  typeof (value as AuditActor).email === 'string';

/** The address our server put on the request (lib/client-ip.ts); null outside a request (a job, a test). */
async function requestIp(): Promise<string | null> {
  try {
    return (await headers()).get(CLIENT_IP_HEADER);
  } catch {
    return null;
  }
}

/**
 * Writes one audit entry inside the change's own transaction `tx`, so a change rolled back leaves none. With both
 * sides given only the fields that changed are kept, and nothing is written when none did. Returns the entry's id,
 * or null when nothing was written.
 */
export async function recordAudit(tx: Tx | Database, entry: AuditEntryInput): Promise<number | null> {
  let before = entry.before ? flattenFields(entry.before) : null;
  let after = entry.after ? flattenFields(entry.after) : null;
  if (before && after) {
    const changes = diffFields(before, after);
    if (Object.keys(changes.after).length === 0) return null;
    ({ before, after } = changes);
  } else {
    before = before && diffFields({}, before).after;
    after = after && diffFields({}, after).after;
  }
  const caller = currentActor();
  const actor = entry.actor === undefined ? (isActor(caller) ? caller : null) : entry.actor;
  const ip = entry.ip === undefined ? await requestIp() : entry.ip;
  const [row] = await tx
    .insert(auditEntries)
    .values({
      actorId: actor?.id ?? null,
      actorName: actor?.name ?? '',
      actorEmail: actor?.email ?? '',
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
      before,
      after,
      ip,
    })
    .returning({ id: auditEntries.id });
  return row?.id ?? null;
}
