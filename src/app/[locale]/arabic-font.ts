import { preload } from 'react-dom';

/**
 * Noto Sans Arabic, self-hosted and cut to the basic Arabic block (scripts/subset-arabic-font.ts: ~21 KB a weight
 * instead of 49 KB), in the two weights the store uses. Declared in global.css (`@font-face`, `font-display: swap`,
 * with a fallback sized like Noto) and used on Arabic pages only (`html[lang='ar']` sets `--font-arabic`): English
 * pages download none. Arabic pages preload both, so the font is there when text first paints: a late swap re-wraps
 * text (the announcement bar went from two lines to one) and moved the whole page (layout shift 0.36). The files are
 * named by their content, so they are cached for a year.
 */
export const ARABIC_FONT_FILES = [
  '/fonts/noto-sans-arabic-400-75d9bf6b.woff2',
  '/fonts/noto-sans-arabic-700-9d110960.woff2',
] as const;

/** Asks for the Arabic font in the page's head, ahead of the stylesheet that names it. */
export function preloadArabicFont() {
  for (const href of ARABIC_FONT_FILES)
    preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
}
