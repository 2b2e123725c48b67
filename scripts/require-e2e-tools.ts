// End-to-end tests drive Debian's Chromium (browsers cannot be downloaded here) and put Debian's nginx in front of
// two instances (tests/e2e/load-balancer.spec.ts). Fail early, naming the fix.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const missing: string[] = [];
const chromium = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!fs.existsSync(chromium))
  missing.push(`No Chromium at ${chromium} (or point CHROME_PATH at a Chromium or Chrome binary).`);
if (spawnSync('nginx', ['-v']).error) missing.push('No nginx on PATH.');
if (missing.length > 0) {
  console.error(
    `${missing.join(' ')} Install them with \`sudo apt-get install -y chromium nginx-light\` (Debian/Ubuntu), then run the tests again.`,
  );
  process.exit(1);
}
