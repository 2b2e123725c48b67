import 'server-only';
import { createHash } from 'node:crypto';
import sharp from 'sharp';

/** Draws a scarf-like pattern (stripes, dots and a fringe) in two colours and returns it as WebP. */
export async function drawScarfImage(
  colors: [string, string],
  pattern: 'stripes' | 'dots' | 'waves',
): Promise<Buffer> {
  const [a, b] = colors;
  const motif = {
    stripes: Array.from(
      { length: 8 },
      (_, i) => `<rect x="${i * 100}" y="0" width="50" height="800" fill="${b}" opacity="0.55"/>`,
    ).join(''),
    dots: Array.from(
      { length: 49 },
      (_, i) =>
        `<circle cx="${(i % 7) * 115 + 57}" cy="${Math.floor(i / 7) * 115 + 57}" r="26" fill="${b}" opacity="0.7"/>`,
    ).join(''),
    waves: Array.from(
      { length: 9 },
      (_, i) =>
        `<path d="M0 ${i * 95 + 40} q100 -60 200 0 t200 0 t200 0 t200 0" stroke="${b}" stroke-width="18" fill="none" opacity="0.6"/>`,
    ).join(''),
  }[pattern];
  const fringe = Array.from(
    { length: 40 },
    (_, i) => `<rect x="${i * 20 + 6}" y="740" width="6" height="60" fill="${b}"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}" stop-opacity="0.8"/></linearGradient></defs>
    <rect width="800" height="800" fill="url(#g)"/>${motif}
    <rect x="0" y="700" width="800" height="40" fill="${a}"/>${fringe}</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 78 }).toBuffer();
}

/** A content-addressed storage key, so the file can be cached forever. */
export function imageKey(folder: string, name: string, body: Buffer): string {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  return `${folder}/${name}-${hash}.webp`;
}
