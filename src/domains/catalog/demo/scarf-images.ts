import 'server-only';
import sharp from 'sharp';

export const PATTERNS = [
  'stripes',
  'dots',
  'waves',
  'checks',
  'floral',
  'border',
  'chevron',
  'plain',
] as const;
export type Pattern = (typeof PATTERNS)[number];

// Square photos, large enough for the 640 px rendition; the 1280 one is not enlarged beyond this.
const SIZE = 800;

const repeat = (n: number, draw: (i: number) => string) =>
  Array.from({ length: n }, (_, i) => draw(i)).join('');

function motif(pattern: Pattern, b: string): string {
  switch (pattern) {
    case 'stripes':
      return repeat(
        8,
        (i) => `<rect x="${i * 100}" y="0" width="46" height="${SIZE}" fill="${b}" opacity="0.55"/>`,
      );
    case 'dots':
      return repeat(
        49,
        (i) =>
          `<circle cx="${(i % 7) * 115 + 57}" cy="${Math.floor(i / 7) * 115 + 57}" r="24" fill="${b}" opacity="0.7"/>`,
      );
    case 'waves':
      return repeat(
        9,
        (i) =>
          `<path d="M0 ${i * 95 + 40} q100 -60 200 0 t200 0 t200 0 t200 0" stroke="${b}" stroke-width="18" fill="none" opacity="0.6"/>`,
      );
    case 'checks':
      return (
        repeat(
          6,
          (i) => `<rect x="${i * 140 + 30}" y="0" width="60" height="${SIZE}" fill="${b}" opacity="0.35"/>`,
        ) +
        repeat(
          6,
          (i) => `<rect x="0" y="${i * 140 + 30}" width="${SIZE}" height="60" fill="${b}" opacity="0.35"/>`,
        ) +
        repeat(
          6,
          (i) => `<rect x="${i * 140 + 105}" y="0" width="6" height="${SIZE}" fill="${b}" opacity="0.8"/>`,
        )
      );
    case 'floral':
      return repeat(16, (i) => {
        const x = (i % 4) * 200 + (Math.floor(i / 4) % 2 ? 150 : 60);
        const y = Math.floor(i / 4) * 190 + 90;
        const petals = repeat(
          6,
          (p) =>
            `<ellipse cx="${x}" cy="${y - 34}" rx="16" ry="32" fill="${b}" opacity="0.75" transform="rotate(${p * 60} ${x} ${y})"/>`,
        );
        return `${petals}<circle cx="${x}" cy="${y}" r="13" fill="#ffffff" opacity="0.7"/>`;
      });
    case 'border':
      return `<rect x="40" y="40" width="720" height="720" fill="none" stroke="${b}" stroke-width="28"/>
        <rect x="90" y="90" width="620" height="620" fill="none" stroke="${b}" stroke-width="6" stroke-dasharray="18 12"/>
        <circle cx="400" cy="400" r="170" fill="${b}" opacity="0.5"/>
        <circle cx="400" cy="400" r="110" fill="none" stroke="#ffffff" stroke-width="8" opacity="0.6"/>
        <rect x="340" y="340" width="120" height="120" fill="${b}" transform="rotate(45 400 400)" opacity="0.8"/>`;
    case 'chevron':
      return repeat(
        10,
        (i) =>
          `<path d="M0 ${i * 90} l100 60 l100 -60 l100 60 l100 -60 l100 60 l100 -60 l100 60 l100 -60" stroke="${b}" stroke-width="22" fill="none" opacity="0.55"/>`,
      );
    case 'plain':
      return repeat(
        80,
        (i) => `<rect x="0" y="${i * 10}" width="${SIZE}" height="2" fill="${b}" opacity="0.12"/>`,
      );
  }
}

/**
 * Draws a scarf-like picture (a pattern in two colours over a soft gradient, with a fringe) as a PNG, so demo
 * products have photos without downloading anything. It goes through storeImage() like an upload.
 */
export async function drawScarfImage(colors: [string, string], pattern: Pattern): Promise<Buffer> {
  const [a, b] = colors;
  const fringe = repeat(40, (i) => `<rect x="${i * 20 + 6}" y="740" width="6" height="60" fill="${b}"/>`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${a}" stop-opacity="0.82"/></linearGradient></defs>
    <rect width="${SIZE}" height="${SIZE}" fill="#ffffff"/><rect width="${SIZE}" height="${SIZE}" fill="url(#g)"/>${motif(pattern, b)}
    <rect x="0" y="700" width="${SIZE}" height="40" fill="${a}"/>${fringe}</svg>`;
  // Fast, lossless PNG: it is only an intermediate, re-encoded to WebP renditions by storeImage().
  return sharp(Buffer.from(svg)).png({ compressionLevel: 0 }).toBuffer();
}
