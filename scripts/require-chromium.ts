// End-to-end tests drive Debian's Chromium (browsers cannot be downloaded here). Fail early, naming the fix.
import fs from 'node:fs';

const path = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!fs.existsSync(path)) {
  console.error(
    `No Chromium at ${path}. Install it with \`sudo apt-get install -y chromium\` (Debian/Ubuntu), ` +
      'or point CHROME_PATH at a Chromium or Chrome binary, then run the tests again.',
  );
  process.exit(1);
}
