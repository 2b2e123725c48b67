// `npm run font:subset`: writes the storefront's self-hosted fonts (public/fonts/, named by their content), each cut to
// the characters it draws, so the first paint of a phone on a slow network waits for as little as possible:
// - Noto Sans Arabic (@fontsource/noto-sans-arabic's Arabic subset, 400 and 700), Arabic pages' text: the basic Arabic
//   block (U+0600–06FF: every letter, mark, digit and punctuation sign of Arabic text), the joiners and direction
//   marks, and the spaces — about 21 KB a weight instead of 49 KB;
// - Cormorant Garamond 600 (@fontsource/cormorant-garamond's Latin subset), English storefront headings: printable
//   ASCII and the typographer's quotes, dashes and accents a product name may hold — 14 KB instead of 23 KB.
// Run after updating either package, put the new names in src/app/[locale]/fonts.ts and global.css (fonts.test.ts
// checks they agree) and commit the output; `unicode-range` in global.css names the same characters.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const root = path.resolve(import.meta.dirname, '..');
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');
const ARABIC = ` \u00a0${range(0x0600, 0x06ff)}${range(0x200c, 0x200f)}`;
const LATIN = `${range(0x20, 0x7e)}\u00a0\u00b7\u00e0\u00e7\u00e8\u00e9\u00ea\u00f1\u00f6\u00fc\u2013\u2014\u2018\u2019\u201c\u201d\u2026`;

const FONTS = [
  {
    source: '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2',
    name: 'noto-sans-arabic-400',
    characters: ARABIC,
  },
  {
    source: '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff2',
    name: 'noto-sans-arabic-700',
    characters: ARABIC,
  },
  {
    source: '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2',
    name: 'cormorant-garamond-600',
    characters: LATIN,
  },
];

for (const { source, name, characters } of FONTS) {
  const font = readFileSync(path.join(root, 'node_modules', source));
  const subset = await subsetFont(font, characters, { targetFormat: 'woff2' });
  const hash = createHash('sha256').update(subset).digest('hex').slice(0, 8);
  const target = path.join(root, 'public/fonts', `${name}-${hash}.woff2`);
  writeFileSync(target, subset);
  console.log(`${path.relative(root, target)}: ${font.length} → ${subset.length} bytes`);
}
