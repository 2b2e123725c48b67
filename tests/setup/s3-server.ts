// A real S3-protocol server on this machine (s3rver, files in a temporary folder) for the storage tests: the AWS SDK
// talks to it over HTTP exactly as to a bucket, with the SDK's own signing checked.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { BucketConfig } from '@/lib/storage';

/** Starts an S3 server with `bucket`; the config reaches it, `stop` ends it and removes its files. */
export async function startS3Server(bucket = 'wishah-test') {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'wishah-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const config: BucketConfig = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    // s3rver's one account.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  return {
    config,
    /** The same bucket as the store's S3_* settings. */
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: config.endpoint ?? '',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
