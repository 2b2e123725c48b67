import 'server-only';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { env } from './env';

/**
 * Where uploaded and generated files live: DATA_DIR's disk, or an S3-compatible bucket when S3_BUCKET is set (so
 * several instances of the store share them). Keys are content-addressed paths such as `products/ab12…-640.webp`.
 */
export type Storage = {
  put(key: string, body: Buffer): Promise<void>;
  /** Moves a local file in under `key`, streamed (a backup is too large to hold in memory); the file is gone after. */
  moveIn(key: string, file: string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** The file's bytes as a stream, or null when there is none. */
  open(key: string): Promise<Readable | null>;
  has(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** Every file, in no particular order. */
  list(): AsyncIterable<StoredFile>;
};

export type StoredFile = { key: string; size: number; modified: Date };

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

function checked(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

/** Files under `dir` (DATA_DIR/uploads, or DATA_DIR/backups). */
export function diskStorage(dir: string): Storage {
  const file = (key: string) => path.join(dir, checked(key));
  return {
    async put(key, body) {
      await fs.mkdir(path.dirname(file(key)), { recursive: true });
      await fs.writeFile(file(key), body);
    },
    async moveIn(key, from) {
      await fs.mkdir(path.dirname(file(key)), { recursive: true });
      await fs.rename(from, file(key)).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EXDEV') throw error;
        await fs.copyFile(from, file(key));
        await fs.rm(from, { force: true });
      });
    },
    async get(key) {
      try {
        return await fs.readFile(file(key));
      } catch {
        return null;
      }
    },
    async open(key) {
      const handle = await fs.open(file(key)).catch(() => null);
      return handle ? handle.createReadStream() : null;
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
    async *list() {
      const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        // A name no key can have: a file being written (`.name.partial`), or something else's.
        if (!SAFE_KEY.test(key) || key.includes('..')) continue;
        const stat = await fs.stat(file(key)).catch(() => null);
        if (stat) yield { key, size: stat.size, modified: stat.mtime };
      }
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

/** Where a bucket keeps the store's backups, beside its uploads; no upload is ever stored, read or listed there. */
export const BACKUPS_PREFIX = 'backups/';

/**
 * Files in an S3-compatible bucket, under `prefix` (the uploads at the top, backups under BACKUPS_PREFIX). The SDK
 * is loaded on first use: a store on its own disk never loads it.
 */
export function bucketStorage(config: BucketConfig, prefix = ''): Storage {
  let client: Promise<{ s3: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | undefined;
  const connect = () => {
    client ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: config.forcePathStyle,
        // A streamed body (a backup) would otherwise go out aws-chunked with a checksum trailer, which S3-compatible
        // services that do not read it (s3rver, older MinIO) store framing and all.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        credentials:
          config.accessKeyId && config.secretAccessKey
            ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
            : undefined,
      }),
    }));
    return client;
  };
  const Bucket = config.bucket;
  const objectKey = (key: string) => {
    if (!prefix && key.startsWith(BACKUPS_PREFIX)) throw new Error(`Unsafe storage key: ${key}`);
    return prefix + checked(key);
  };
  const getObject = async (key: string) => {
    const { s3, sdk } = await connect();
    try {
      return await s3.send(new sdk.GetObjectCommand({ Bucket, Key: objectKey(key) }));
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  };
  const putObject = async (key: string, body: Buffer | Readable, more: { ContentLength?: number } = {}) => {
    const { s3, sdk } = await connect();
    const type = contentType(key);
    await s3.send(
      new sdk.PutObjectCommand({
        Bucket,
        Key: objectKey(key),
        Body: body,
        ContentType: type ?? 'application/octet-stream',
        // Images are content-addressed: ready for a CDN in front of the bucket. Anything else is private.
        CacheControl: type ? 'public, max-age=31536000, immutable' : undefined,
        ...more,
      }),
    );
  };
  return {
    async put(key, body) {
      await putObject(key, body);
    },
    async moveIn(key, from) {
      const { size } = await fs.stat(from);
      await putObject(key, createReadStream(from), { ContentLength: size });
      await fs.rm(from, { force: true });
    },
    async get(key) {
      const object = await getObject(key);
      return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    },
    async open(key) {
      // In Node the SDK's body is a Readable (an IncomingMessage with helpers mixed in).
      return ((await getObject(key))?.Body as Readable | undefined) ?? null;
    },
    async has(key) {
      const { s3, sdk } = await connect();
      try {
        await s3.send(new sdk.HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    async remove(key) {
      const { s3, sdk } = await connect();
      await s3.send(new sdk.DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async *list() {
      const { s3, sdk } = await connect();
      let ContinuationToken: string | undefined;
      do {
        const page = await s3.send(
          new sdk.ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length);
          if (!key || (!prefix && key.startsWith(BACKUPS_PREFIX))) continue;
          yield { key, size: object.Size ?? 0, modified: object.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

/** Where the local disk keeps uploads: the store's own, and where `npm run storage:copy` reads from. */
export const uploadsDir = () => path.join(env.DATA_DIR, 'uploads');

const bucketConfig = (bucket: string): BucketConfig => ({
  bucket,
  region: env.S3_REGION,
  endpoint: env.S3_ENDPOINT,
  forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
  accessKeyId: env.S3_ACCESS_KEY_ID,
  secretAccessKey: env.S3_SECRET_ACCESS_KEY,
});

export const storage: Storage = env.S3_BUCKET
  ? bucketStorage(bucketConfig(env.S3_BUCKET))
  : diskStorage(uploadsDir());

/** Where the store keeps its backups: DATA_DIR/backups, or the bucket's `backups/` beside the uploads. */
export const backupStorage: Storage = env.S3_BUCKET
  ? bucketStorage(bucketConfig(env.S3_BUCKET), BACKUPS_PREFIX)
  : diskStorage(path.join(env.DATA_DIR, 'backups'));

/**
 * Copies every file under `dir` into `to`, skipping those already there: `npm run storage:copy` moves a store's
 * uploads into its bucket, and can run again after an interruption.
 */
export async function copyFiles(dir: string, to: Storage): Promise<{ copied: number; skipped: number }> {
  const from = diskStorage(dir);
  let copied = 0;
  let skipped = 0;
  for await (const { key } of from.list()) {
    const body = (await to.has(key)) ? null : await from.get(key);
    if (!body) {
      skipped++;
      continue;
    }
    await to.put(key, body);
    copied++;
  }
  return { copied, skipped };
}

/** The public URL of a stored file: served by /uploads/… from whichever storage holds it. */
export const fileUrl = (key: string) => `/uploads/${key}`;
