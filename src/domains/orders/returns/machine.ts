import type { ReturnStatus } from './schemas';

// A return's states and moves, in one place (docs/decisions/0022-returns.md): requested → approved or rejected;
// approved → received; received → refunded or closed (no refund). Restocking is not a move: it happens once, on a
// return whose parcel came back, whatever its refund. Pure, like the order's workflow: the service asks with the row
// it locked, the pages with what they read, so a page offers only what the service would do.

export type ReturnMove = 'approve' | 'reject' | 'receive' | 'refund' | 'close';

const MOVES: Record<ReturnStatus, Partial<Record<ReturnMove, ReturnStatus>>> = {
  requested: { approve: 'approved', reject: 'rejected' },
  approved: { receive: 'received' },
  received: { refund: 'refunded', close: 'closed' },
  rejected: {},
  refunded: {},
  closed: {},
};

/** Statuses of a return still under way: an order has at most one of these at a time. */
export const OPEN_RETURN_STATUSES: readonly ReturnStatus[] = ['requested', 'approved', 'received'];

/** Where `move` takes a return in `from`, or null when it may not happen. */
export function nextReturnStatus(from: ReturnStatus, move: ReturnMove): ReturnStatus | null {
  return MOVES[from][move] ?? null;
}

/** The moves the owner may make now, in the order the page shows them. */
export const returnMoves = (from: ReturnStatus): ReturnMove[] => Object.keys(MOVES[from]) as ReturnMove[];

/** Whether the returned units may be put back on the shelf now: the parcel came back, and they were not yet. */
export const canRestock = (r: { status: ReturnStatus; restockedAt: Date | null }) =>
  r.restockedAt === null && (r.status === 'received' || r.status === 'refunded' || r.status === 'closed');

/** Units a return takes from its order's lines: a rejected one gives them back to be asked for again. */
export const countsAgainstOrder = (status: ReturnStatus) => status !== 'rejected';
