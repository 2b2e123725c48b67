// Fails when messages/en.json and messages/ar.json are not key-for-key equal, or a text is empty.
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { compareMessages } from '../src/i18n/compare-messages';

const { keys, problems } = compareMessages(en, ar);
if (problems.length) {
  console.error(`Translation files are out of step:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`i18n: ${keys} keys, en and ar key-for-key equal.`);
