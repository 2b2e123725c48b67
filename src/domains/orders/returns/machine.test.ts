import { describe, expect, it } from 'vitest';
import { canRestock, nextReturnStatus, returnMoves } from './machine';
import { RETURN_STATUSES } from './schemas';

describe("a return's state machine", () => {
  it('goes requested → approved or rejected → received → refunded or closed', () => {
    expect(nextReturnStatus('requested', 'approve')).toBe('approved');
    expect(nextReturnStatus('requested', 'reject')).toBe('rejected');
    expect(nextReturnStatus('approved', 'receive')).toBe('received');
    expect(nextReturnStatus('received', 'refund')).toBe('refunded');
    expect(nextReturnStatus('received', 'close')).toBe('closed');
  });

  it('refuses every other move', () => {
    const allowed = new Set([
      'requested:approve',
      'requested:reject',
      'approved:receive',
      'received:refund',
      'received:close',
    ]);
    for (const from of RETURN_STATUSES)
      for (const move of ['approve', 'reject', 'receive', 'refund', 'close'] as const)
        if (!allowed.has(`${from}:${move}`))
          expect(nextReturnStatus(from, move), `${from}:${move}`).toBeNull();
  });

  it('ends at rejected, refunded and closed', () => {
    for (const end of ['rejected', 'refunded', 'closed'] as const) expect(returnMoves(end)).toEqual([]);
    expect(returnMoves('requested')).toEqual(['approve', 'reject']);
  });

  it('restocks once, only after the parcel came back', () => {
    expect(canRestock({ status: 'requested', restockedAt: null })).toBe(false);
    expect(canRestock({ status: 'approved', restockedAt: null })).toBe(false);
    expect(canRestock({ status: 'rejected', restockedAt: null })).toBe(false);
    expect(canRestock({ status: 'received', restockedAt: null })).toBe(true);
    expect(canRestock({ status: 'refunded', restockedAt: null })).toBe(true);
    expect(canRestock({ status: 'received', restockedAt: new Date() })).toBe(false);
  });
});
