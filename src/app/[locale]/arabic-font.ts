import localFont from 'next/font/local';

// Noto Sans Arabic, self-hosted and cut to the basic Arabic block (scripts/subset-arabic-font.ts: ~21 KB a weight
// instead of 49 KB), in the two weights the store uses, and only on Arabic pages (the layout sets the variable
// there): English pages use the system's fonts and download none. Text paints at once in a fallback sized like Noto
// (adjustFontFallback), so nothing moves when the font arrives. Not preloaded: a preload from the shared locale
// layout would download it on English pages too; Arabic pages ask for it as soon as the stylesheet is read.
export const arabicFont = localFont({
  src: [
    { path: './fonts/noto-sans-arabic-400.woff2', weight: '400', style: 'normal' },
    { path: './fonts/noto-sans-arabic-700.woff2', weight: '700', style: 'normal' },
  ],
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Arial',
  variable: '--font-arabic',
  // The characters the files hold (see the script): Latin text (prices, brand names) never waits for them.
  declarations: [{ prop: 'unicode-range', value: 'U+0020, U+00A0, U+0600-06FF, U+200C-200F' }],
});
