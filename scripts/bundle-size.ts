// Prints each route's first-load JavaScript, uncompressed and gzip, from the build's route-bundle stats.
// Usage: npm run build && npm run size   (or NEXT_DIST_DIR=.next-e2e npm run size)
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const stats = JSON.parse(
  fs.readFileSync(path.join(distDir, 'diagnostics', 'route-bundle-stats.json'), 'utf8'),
) as {
  route: string;
  firstLoadChunkPaths: string[];
}[];

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const rows = stats.map(({ route, firstLoadChunkPaths }) => {
  let raw = 0;
  let gzip = 0;
  for (const chunk of firstLoadChunkPaths) {
    const body = fs.readFileSync(chunk);
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { route, raw, gzip };
});
rows.sort((a, b) => a.route.localeCompare(b.route));
for (const { route, raw, gzip } of rows)
  console.log(`${route.padEnd(48)} ${kb(raw).padStart(10)} ${kb(gzip).padStart(10)} gzip`);
