import 'server-only';
import sharp from 'sharp';

// The demo brands' logos: an emblem for each, drawn in shapes only (no text: a machine without fonts would draw
// boxes), on the brand's own colours, in the tiles' 4:3. The tile names the brand under it.

const W = 800;
const H = 600;

export type BrandMark = 'silk' | 'light' | 'loom' | 'crescent' | 'star';

const EMBLEMS: Record<BrandMark, (ink: string) => string> = {
  // Three silk waves.
  silk: (ink) =>
    [0, 1, 2]
      .map(
        (i) =>
          `<path d="M270 ${250 + i * 50} C 330 ${200 + i * 50}, 380 ${300 + i * 50}, 440 ${250 + i * 50} S 510 ${200 + i * 50}, 530 ${250 + i * 50}" fill="none" stroke="${ink}" stroke-width="18" stroke-linecap="round"/>`,
      )
      .join(''),
  // A lamp's light: a circle with rays.
  light: (ink) =>
    `<circle cx="400" cy="300" r="70" fill="${ink}"/>${Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6;
      const [x1, y1, x2, y2] = [
        400 + 100 * Math.cos(a),
        300 + 100 * Math.sin(a),
        400 + 150 * Math.cos(a),
        300 + 150 * Math.sin(a),
      ];
      return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="${ink}" stroke-width="14" stroke-linecap="round"/>`;
    }).join('')}`,
  // A loom's warp and weft.
  loom: (ink) =>
    `${Array.from({ length: 7 }, (_, i) => `<rect x="${280 + i * 40}" y="170" width="12" height="260" rx="6" fill="${ink}"/>`).join('')}${[0, 1, 2].map((i) => `<rect x="260" y="${220 + i * 70}" width="280" height="16" rx="8" fill="${ink}" opacity="0.75"/>`).join('')}`,
  // A crescent moon over the night.
  crescent: (ink) =>
    `<circle cx="400" cy="300" r="130" fill="${ink}"/><circle cx="450" cy="260" r="120" fill="var(--bg)"/>`,
  // A small star beside a small moon.
  star: (ink) =>
    `<path d="M400 170 L430 260 L525 260 L448 315 L478 405 L400 350 L322 405 L352 315 L275 260 L370 260 Z" fill="${ink}"/>`,
};

/** A demo brand's logo as a PNG, re-encoded to WebP renditions by storeImage(). */
export async function drawBrandMark(mark: BrandMark, [background, ink]: [string, string]): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" style="--bg:${background}">
    <rect width="${W}" height="${H}" fill="${background}"/>
    <circle cx="400" cy="300" r="210" fill="none" stroke="${ink}" stroke-width="6" opacity="0.35"/>
    ${EMBLEMS[mark](ink).replaceAll('var(--bg)', background)}</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 0 }).toBuffer();
}
