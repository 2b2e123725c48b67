import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { containsNul, hasNoNul, optionalQueryText } from './text';

describe('text PostgreSQL can take', () => {
  it('has no U+0000, anywhere in a value', () => {
    expect(hasNoNul('وشاح\u202e')).toBe(true);
    expect(hasNoNul('a\u0000')).toBe(false);
    expect(containsNul({ a: [1, { b: 'x\u0000' }] })).toBe(true);
    expect(containsNul({ a: [1, { b: 'x' }], c: null })).toBe(false);
    expect(containsNul({ a: { 'b\u0000': 1 } })).toBe(true);
  });

  it('is checked in a value nested thousands deep, which overflowed the stack (a 500 on /api/auth)', () => {
    const deep = JSON.parse(`${'{"a":'.repeat(20_000)}"x\\u0000"${'}'.repeat(20_000)}`);
    expect(containsNul(deep)).toBe(true);
    expect(containsNul(JSON.parse('['.repeat(20_000) + ']'.repeat(20_000)))).toBe(false);
  });

  it('cuts a search too long for the box to its start, never half a character', () => {
    const params = z.object({ q: optionalQueryText(10) });
    expect(params.parse({ q: `  ${'x'.repeat(11)}` })).toEqual({ q: 'x'.repeat(10) });
    expect(params.parse({ q: 'silk shawl and more' })).toEqual({ q: 'silk shawl' });
    expect(params.parse({ q: 'silk sha 🧣' })).toEqual({ q: 'silk sha' });
    expect(z.object({ q: optionalQueryText() }).parse({ q: 'و'.repeat(150) })).toEqual({
      q: 'و'.repeat(100),
    });
  });

  it('reads a malformed query parameter as absent', () => {
    const params = z.object({ q: optionalQueryText(10) });
    expect(params.parse({ q: '  silk  ' })).toEqual({ q: 'silk' });
    for (const q of ['', '   ', 'a\u0000b', ['a', 'b'], { a: 1 }, 5, undefined]) {
      expect(params.parse({ q }), JSON.stringify(q)).toEqual({ q: undefined });
    }
  });
});
