// End-to-end tests drive Debian's Chromium (browsers cannot be downloaded here) and put Debian's nginx in front of
// two instances (tests/e2e/load-balancer.spec.ts). Fail early, naming the fix.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { E2E_CHROME } from '../playwright.config';

const missing: string[] = [];
if (!fs.existsSync(E2E_CHROME))
  missing.push(`No Chromium at ${E2E_CHROME} (or point CHROME_PATH at a Chromium or Chrome binary).`);
if (spawnSync('nginx', ['-v']).error) missing.push('No nginx on PATH.');
if (missing.length > 0) {
  console.error(
    `${missing.join(' ')} Install them with \`sudo apt-get install -y chromium nginx-light\` (Debian/Ubuntu), then run the tests again.`,
  );
  process.exit(1);
}
