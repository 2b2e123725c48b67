// `npm run font:subset`: writes the Arabic pages' font (public/fonts/, named by content) from @fontsource/noto-sans-arabic's
// Arabic subset, cut to the basic Arabic block (U+0600–06FF: every letter, mark, digit and punctuation sign of
// Arabic text), the joiners and direction marks, and the spaces — about 21 KB a weight instead of 49 KB, which the
// first paint of a phone on a slow network would otherwise wait for. Run after updating @fontsource/noto-sans-arabic,
// put the new names in src/app/[locale]/arabic-font.ts and global.css (arabic-font.test.ts checks they agree) and
// commit the output; `unicode-range` in global.css names the same characters.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const root = path.resolve(import.meta.dirname, '..');
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');
const CHARACTERS = ` \u00a0${range(0x0600, 0x06ff)}${range(0x200c, 0x200f)}`;

for (const weight of [400, 700]) {
  const source = path.join(
    root,
    'node_modules/@fontsource/noto-sans-arabic/files',
    `noto-sans-arabic-arabic-${weight}-normal.woff2`,
  );
  const font = readFileSync(source);
  const subset = await subsetFont(font, CHARACTERS, { targetFormat: 'woff2' });
  const hash = createHash('sha256').update(subset).digest('hex').slice(0, 8);
  const target = path.join(root, 'public/fonts', `noto-sans-arabic-${weight}-${hash}.woff2`);
  writeFileSync(target, subset);
  console.log(`${path.relative(root, target)}: ${font.length} → ${subset.length} bytes`);
}
