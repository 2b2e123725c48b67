import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { containsNul, hasNoNul, optionalQueryText } from './text';

describe('text PostgreSQL can take', () => {
  it('has no U+0000, anywhere in a value', () => {
    expect(hasNoNul('وشاح\u202e')).toBe(true);
    expect(hasNoNul('a\u0000')).toBe(false);
    expect(containsNul({ a: [1, { b: 'x\u0000' }] })).toBe(true);
    expect(containsNul({ a: [1, { b: 'x' }], c: null })).toBe(false);
  });

  it('reads a malformed query parameter as absent', () => {
    const params = z.object({ q: optionalQueryText(10) });
    expect(params.parse({ q: '  silk  ' })).toEqual({ q: 'silk' });
    for (const q of ['', '   ', 'a\u0000b', 'x'.repeat(11), ['a', 'b'], { a: 1 }, 5, undefined]) {
      expect(params.parse({ q }), JSON.stringify(q)).toEqual({ q: undefined });
    }
  });
});
