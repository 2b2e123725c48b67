import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARABIC_FONT_FILES, DISPLAY_FONT_FILES } from './fonts';

const root = path.resolve(import.meta.dirname, '../../..');
const css = readFileSync(path.join(import.meta.dirname, 'global.css'), 'utf8');

describe("the store's fonts", () => {
  it('preloads exactly the files the stylesheet declares, which exist and are named by their content', () => {
    const declared = [...css.matchAll(/url\('(\/fonts\/[^']+)'\)/g)].map((m) => m[1] ?? '');
    expect(declared).toEqual([...ARABIC_FONT_FILES, ...DISPLAY_FONT_FILES]);
    for (const href of declared) {
      const body = readFileSync(path.join(root, 'public', href));
      const hash = createHash('sha256').update(body).digest('hex').slice(0, 8);
      expect(href).toMatch(new RegExp(`-${hash}\\.woff2$`));
    }
  });
});
