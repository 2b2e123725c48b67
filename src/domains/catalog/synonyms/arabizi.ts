/**
 * Arabizi: Arabic typed in Latin letters, with digits for the letters Latin lacks (2 ء, 3 ع, 5 خ, 6 ط, 7 ح, 8 ق,
 * 9 ص) and the usual spellings (sh ش, kh خ, gh غ, th ث). `arabiziReadings` gives a small, bounded set of Arabic
 * spellings a Latin word may stand for, most likely first; search matches them through wishah_normalize like any
 * Arabic word (so ة/ه, أ/ا and ى/ي need no readings of their own). A word that is not plausibly Arabizi (other
 * digits, other scripts) has none. See docs/decisions/0025-search-synonyms-arabizi-typos.md for the limits.
 */

/** At most this many readings per word: enough for the vowel guesses of a common word, never an explosion. */
export const MAX_READINGS = 12;

type Options = readonly string[];

/** Letter groups that read as one Arabic letter, longest first (matched greedily). */
const DIGRAPHS: Record<string, Options> = {
  "3'": ['غ'],
  "6'": ['ظ'],
  "9'": ['ض'],
  "7'": ['خ'],
  sh: ['ش'],
  ch: ['ش'],
  kh: ['خ'],
  gh: ['غ'],
  th: ['ث', 'ذ'],
  dh: ['ذ', 'ض'],
  aa: ['ا'],
  ee: ['ي'],
  ii: ['ي'],
  oo: ['و'],
  ou: ['و'],
  uu: ['و'],
  ai: ['ي', 'اي'],
  ay: ['ي', 'اي'],
  ei: ['ي'],
  ey: ['ي'],
};

const CONSONANTS: Record<string, Options> = {
  '2': ['ا', 'ء'],
  '3': ['ع'],
  '5': ['خ'],
  '6': ['ط'],
  '7': ['ح'],
  '8': ['ق'],
  '9': ['ص'],
  b: ['ب'],
  p: ['ب'],
  t: ['ت', 'ط'],
  j: ['ج'],
  g: ['ج', 'غ'],
  h: ['ح', 'ه'],
  d: ['د', 'ض'],
  r: ['ر'],
  z: ['ز', 'ظ'],
  s: ['س', 'ص'],
  f: ['ف'],
  v: ['ف'],
  q: ['ق'],
  k: ['ك'],
  c: ['ك'],
  l: ['ل'],
  m: ['م'],
  n: ['ن'],
  w: ['و'],
  y: ['ي'],
  x: ['كس'],
};

/** Short vowels are mostly unwritten in Arabic: a medial vowel may be a long vowel's letter or nothing. */
function vowel(letter: string, at: 'first' | 'middle' | 'last'): Options {
  if (at === 'first') return ['ا'];
  if (letter === 'a') return at === 'last' ? ['ه', 'ا'] : ['ا', ''];
  if (letter === 'e') return at === 'last' ? ['ه', 'ي'] : ['ي', ''];
  if (letter === 'i') return at === 'last' ? ['ي'] : ['ي', ''];
  return at === 'last' ? ['و'] : ['و', '']; // o, u
}

/** Whether a word may be Arabizi: Latin letters and the letter digits only, with at least two letters. */
export function isArabizi(word: string): boolean {
  return /^[a-z2356789']{2,20}$/.test(word) && /[a-z].*[a-z]/.test(word);
}

/** The Arabic spellings `word` (Latin, any case) may stand for, most likely first; none when it isn't Arabizi. */
export function arabiziReadings(word: string): string[] {
  const text = word.toLowerCase();
  if (!isArabizi(text)) return [];
  const tokens: Options[] = [];
  let i = 0;
  while (i < text.length) {
    const pair = text.slice(i, i + 2);
    const at = i === 0 ? 'first' : i + pair.length >= text.length ? 'last' : 'middle';
    if (DIGRAPHS[pair] && !(at === 'first' && /^[aeiou]/.test(pair))) {
      tokens.push(DIGRAPHS[pair]);
      i += 2;
      continue;
    }
    const letter = text[i] as string;
    i += 1;
    if (letter === "'") continue;
    // A doubled consonant is one letter with a shadda, which Arabic text leaves unwritten.
    if (letter === text[i] && !'aeiou'.includes(letter)) continue;
    const position = i === 1 ? 'first' : i === text.length ? 'last' : 'middle';
    tokens.push('aeiou'.includes(letter) ? vowel(letter, position) : (CONSONANTS[letter] ?? ['']));
  }
  // Each token's options in turn, keeping the most likely MAX_READINGS partial spellings (a beam), so a long word
  // costs no more than a short one.
  let readings = [''];
  for (const options of tokens) {
    const next: string[] = [];
    for (const option of options) for (const reading of readings) next.push(reading + option);
    readings = [...new Set(next)].slice(0, MAX_READINGS);
  }
  return readings.filter((reading) => [...reading].length >= 2);
}
