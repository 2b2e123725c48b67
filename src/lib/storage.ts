import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { env } from './env';

/**
 * Where uploaded and generated files live: DATA_DIR's disk, or an S3-compatible bucket when S3_BUCKET is set (so
 * several instances of the store share them). Keys are content-addressed paths such as `products/ab12…-640.webp`.
 */
export type Storage = {
  put(key: string, body: Buffer): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  has(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
};

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

function checked(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

/** Files under `dir` (DATA_DIR/uploads). */
export function diskStorage(dir: string): Storage {
  const file = (key: string) => path.join(dir, checked(key));
  return {
    async put(key, body) {
      await fs.mkdir(path.dirname(file(key)), { recursive: true });
      await fs.writeFile(file(key), body);
    },
    async get(key) {
      try {
        return await fs.readFile(file(key));
      } catch {
        return null;
      }
    },
    async has(key) {
      return fs.access(file(key)).then(
        () => true,
        () => false,
      );
    },
    async remove(key) {
      await fs.rm(file(key), { force: true });
    },
  };
}

export type BucketConfig = {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
};

const TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg' };

/** The content type a stored file is served with, by its extension; null for any other file. */
export const contentType = (key: string): string | null => TYPES[key.split('.').pop() ?? ''] ?? null;

/** Whether an S3 error means the object is not there. */
const missing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** Files in an S3-compatible bucket. The SDK is loaded on first use: a store on its own disk never loads it. */
export function bucketStorage(config: BucketConfig): Storage {
  let client: Promise<{ s3: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | undefined;
  const connect = () => {
    client ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: config.forcePathStyle,
        credentials:
          config.accessKeyId && config.secretAccessKey
            ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
            : undefined,
      }),
    }));
    return client;
  };
  const Bucket = config.bucket;
  return {
    async put(key, body) {
      const { s3, sdk } = await connect();
      await s3.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: checked(key),
          Body: body,
          ContentType: contentType(key) ?? 'application/octet-stream',
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key) {
      const { s3, sdk } = await connect();
      try {
        const object = await s3.send(new sdk.GetObjectCommand({ Bucket, Key: checked(key) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async has(key) {
      const { s3, sdk } = await connect();
      try {
        await s3.send(new sdk.HeadObjectCommand({ Bucket, Key: checked(key) }));
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    async remove(key) {
      const { s3, sdk } = await connect();
      await s3.send(new sdk.DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
  };
}

/** Where the local disk keeps uploads: the store's own, and where `npm run storage:copy` reads from. */
export const uploadsDir = () => path.join(env.DATA_DIR, 'uploads');

export const storage: Storage = env.S3_BUCKET
  ? bucketStorage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    })
  : diskStorage(uploadsDir());

/**
 * Copies every file under `dir` into `to`, skipping those already there: `npm run storage:copy` moves a store's
 * uploads into its bucket, and can run again after an interruption.
 */
export async function copyFiles(dir: string, to: Storage): Promise<{ copied: number; skipped: number }> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  let copied = 0;
  let skipped = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const key = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (await to.has(key)) {
      skipped++;
      continue;
    }
    await to.put(key, await fs.readFile(path.join(dir, key)));
    copied++;
  }
  return { copied, skipped };
}

/** The public URL of a stored file: served by /uploads/… from whichever storage holds it. */
export const fileUrl = (key: string) => `/uploads/${key}`;
