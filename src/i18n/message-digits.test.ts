import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';
import { messageFormats } from './formats';

// One convention for digits per page, from the locale (docs/translation-glossary.md): every number in a message is
// an ICU number argument, so Arabic pages print Arabic-Indic digits (٠–٩) and English pages Western ones (0–9).

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[prefix + key, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );

// Enough counts to reach every plural form of both languages (Arabic: zero, one, two, few, many, other).
const SAMPLE_COUNTS = [0, 1, 2, 3, 11, 100, 1234];

/** Sample values for a message: numbers for number and plural arguments, words for the rest, tags kept. */
function sampleValues(message: string, count: number) {
  const values: Record<string, unknown> = {};
  for (const [, name, type] of message.matchAll(/\{\s*(\w+)\s*(?:,\s*(\w+))?/g)) {
    if (!name) continue;
    const numeric = type === 'number' || type === 'plural' || type === 'selectordinal';
    if (numeric || !(name in values)) values[name] = numeric ? count : 'word';
  }
  for (const [, tag] of message.matchAll(/<(\w+)>/g))
    if (tag) values[tag] = (chunks: string[]) => chunks.join('');
  return values;
}

/** Every message of a language rendered with every sample count. */
function renderAll(locale: 'en' | 'ar', messages: Tree) {
  const t = createTranslator({ locale, messages, formats: messageFormats(locale) });
  const markup = t.markup as unknown as (key: string, values: Record<string, unknown>) => string;
  return leaves(messages).flatMap(([key, message]) =>
    SAMPLE_COUNTS.map((count) => ({ key, text: markup(key, sampleValues(message, count)) })),
  );
}

describe('digits in messages', () => {
  it('Arabic messages print no Western digit', () => {
    const western = renderAll('ar', ar).filter(({ text }) => /[0-9]/.test(text));
    expect([...new Set(western.map(({ key, text }) => `${key}: ${text}`))]).toEqual([]);
  });

  it('English messages print no Arabic-Indic digit', () => {
    const arabic = renderAll('en', en).filter(({ text }) => /[\u0660-\u0669\u06F0-\u06F9]/.test(text));
    expect([...new Set(arabic.map(({ key, text }) => `${key}: ${text}`))]).toEqual([]);
  });

  it('a number argument follows the locale', () => {
    const say = (locale: 'en' | 'ar') =>
      createTranslator({
        locale,
        messages: { n: '{n, number, integer}' },
        formats: messageFormats(locale),
      })('n', { n: 1234 });
    expect(say('ar')).toBe('١٬٢٣٤');
    expect(say('en')).toBe('1,234');
  });
});
