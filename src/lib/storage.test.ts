import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../tests/setup/s3-server';
import { BACKUPS_PREFIX, bucketStorage, copyFiles, diskStorage, type Storage } from './storage';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let disk: string;

beforeAll(async () => {
  s3 = await startS3Server();
  disk = await mkdtemp(path.join(os.tmpdir(), 'wishah-disk-'));
});
afterAll(async () => {
  await s3?.stop();
  await rm(disk, { recursive: true, force: true });
});

const drivers: [string, () => Storage][] = [
  ['the local disk', () => diskStorage(disk)],
  ['an S3-compatible bucket', () => bucketStorage(s3.config)],
];

describe.each(drivers)('storage on %s', (_name, make) => {
  it('keeps, finds, reads back and removes a file', async () => {
    const storage = make();
    const bytes = Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3]);
    expect(await storage.has('products/abc-640.webp')).toBe(false);
    expect(await storage.get('products/abc-640.webp')).toBeNull();
    await storage.put('products/abc-640.webp', bytes);
    expect(await storage.has('products/abc-640.webp')).toBe(true);
    expect(await storage.get('products/abc-640.webp')).toEqual(bytes);
    await storage.remove('products/abc-640.webp');
    expect(await storage.get('products/abc-640.webp')).toBeNull();
    // Removing what is not there is not an error.
    await storage.remove('products/abc-640.webp');
  });

  it('lists its files with their sizes, streams one, and moves a local file in', async () => {
    const storage = make();
    await storage.put('listed/a-320.webp', Buffer.from('aaaa'));
    const local = path.join(disk, 'big.tar.gz.partial');
    await writeFile(local, 'a backup, streamed');
    await storage.moveIn('listed/b.tar.gz', local);
    expect(existsSync(local)).toBe(false);
    const listed = [];
    for await (const file of storage.list()) if (file.key.startsWith('listed/')) listed.push(file);
    expect(listed.map(({ key, size }) => ({ key, size })).sort((a, b) => a.key.localeCompare(b.key))).toEqual(
      [
        { key: 'listed/a-320.webp', size: 4 },
        { key: 'listed/b.tar.gz', size: 18 },
      ],
    );
    expect(listed[0]?.modified).toBeInstanceOf(Date);
    const stream = await storage.open('listed/b.tar.gz');
    expect(stream && (await text(stream))).toBe('a backup, streamed');
    expect(await storage.open('listed/none.tar.gz')).toBeNull();
    for (const { key } of listed) await storage.remove(key);
  });

  it('refuses keys that could leave its folder or bucket prefix', async () => {
    const storage = make();
    for (const key of ['../etc/passwd', 'a/../../b.webp', '/root.webp', '.hidden.webp']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('Unsafe storage key');
    }
  });
});

describe("a bucket's backups", () => {
  it('live under their prefix, out of reach of the uploads beside them', async () => {
    const uploads = bucketStorage(s3.config);
    const backups = bucketStorage(s3.config, BACKUPS_PREFIX);
    await backups.put('wishah-2026-01-01T030000Z.tar.gz', Buffer.from('backup'));
    await uploads.put('products/beside-320.webp', Buffer.from('image'));
    const keys = async (storage: Storage) => {
      const found = [];
      for await (const { key } of storage.list()) found.push(key);
      return found;
    };
    expect(await keys(backups)).toEqual(['wishah-2026-01-01T030000Z.tar.gz']);
    expect(await keys(uploads)).toContain('products/beside-320.webp');
    expect(await keys(uploads)).not.toContain('backups/wishah-2026-01-01T030000Z.tar.gz');
    await expect(uploads.get('backups/wishah-2026-01-01T030000Z.tar.gz')).rejects.toThrow(
      'Unsafe storage key',
    );
    await backups.remove('wishah-2026-01-01T030000Z.tar.gz');
    await uploads.remove('products/beside-320.webp');
  });
});

describe('copying uploads into a bucket (npm run storage:copy)', () => {
  it('copies every file once, keeping its key, and skips those already there on a second run', async () => {
    const from = await mkdtemp(path.join(os.tmpdir(), 'wishah-uploads-'));
    await mkdir(path.join(from, 'products'), { recursive: true });
    await writeFile(path.join(from, 'products', 'one-320.webp'), 'one');
    await writeFile(path.join(from, 'products', 'two-320.webp'), 'two');
    await writeFile(path.join(from, 'logo-640.webp'), 'logo');
    const bucket = bucketStorage(s3.config);
    expect(await copyFiles(from, bucket)).toEqual({ copied: 3, skipped: 0 });
    expect((await bucket.get('products/two-320.webp'))?.toString()).toBe('two');
    expect((await bucket.get('logo-640.webp'))?.toString()).toBe('logo');
    expect(await copyFiles(from, bucket)).toEqual({ copied: 0, skipped: 3 });
    await rm(from, { recursive: true, force: true });
  });
});
