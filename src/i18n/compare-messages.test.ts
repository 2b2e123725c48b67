import { describe, expect, it } from 'vitest';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';
import { compareMessages } from './compare-messages';

describe('message files', () => {
  it('are key-for-key equal in English and Arabic, with no empty text', () => {
    expect(compareMessages(en, ar).problems).toEqual([]);
  });

  it('reports a key missing on either side and an empty text', () => {
    const result = compareMessages({ a: { b: 'x', c: 'y' } }, { a: { b: '', d: 'z' } });
    expect(result.problems).toEqual(['missing in ar: a.c', 'missing in en: a.d', 'empty in ar: a.b']);
  });
});
