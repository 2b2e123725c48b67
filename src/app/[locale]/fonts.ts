import { preload } from 'react-dom';

/**
 * The store's self-hosted fonts, cut to the characters they draw (scripts/subset-fonts.ts) and declared in global.css
 * (`@font-face`, `font-display: swap`, each with a fallback sized like it). The files are named by their content, so
 * they are cached for a year.
 *
 * Noto Sans Arabic (~21 KB a weight instead of 49 KB), in the two weights the store uses, on Arabic pages only
 * (`html[lang='ar']` sets `--font-arabic`): English pages download none. Arabic pages preload both, so the font is
 * there when text first paints: a late swap re-wraps text (the announcement bar went from two lines to one) and moved
 * the whole page (layout shift 0.36).
 */
export const ARABIC_FONT_FILES = [
  '/fonts/noto-sans-arabic-400-75d9bf6b.woff2',
  '/fonts/noto-sans-arabic-700-9d110960.woff2',
] as const;

/**
 * Cormorant Garamond 600 (14 KB): the English storefront's headings (`--ws-font-display`, docs/design.md). The
 * storefront's English pages preload it, for the same reason; the admin and Arabic pages never ask for it.
 */
export const DISPLAY_FONT_FILES = ['/fonts/cormorant-garamond-600-caa7f485.woff2'] as const;

const preloadAll = (files: readonly string[]) => {
  for (const href of files) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
};

/** Asks for the Arabic font in the page's head, ahead of the stylesheet that names it. */
export const preloadArabicFont = () => preloadAll(ARABIC_FONT_FILES);

/** Asks for the English storefront's headings font in the page's head. */
export const preloadDisplayFont = () => preloadAll(DISPLAY_FONT_FILES);
