// `npm run storage:copy`: copies this store's uploads from DATA_DIR/uploads into the bucket named by S3_BUCKET (with
// the S3_* settings the store uses), for a shop that grows out of one machine. Files already in the bucket are
// skipped, so it can run again after an interruption, or while the store runs. The local files are left in place.

import { env } from '../src/lib/env';
import { copyFiles, storage, uploadsDir } from '../src/lib/storage';

if (!env.S3_BUCKET) {
  console.error(
    'Set S3_BUCKET (and S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY…) to the bucket to copy into.',
  );
  process.exit(2);
}
const { copied, skipped } = await copyFiles(uploadsDir(), storage);
console.log(
  `Copied ${copied} files from ${uploadsDir()} into ${env.S3_BUCKET}; ${skipped} were there already.`,
);
