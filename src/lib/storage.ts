import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { env } from './env';

/** Where uploaded and generated files live. Local disk now; an S3-compatible store plugs in behind the same calls. */
export type Storage = {
  put(key: string, body: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
};

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

function localPath(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
  return path.join(env.DATA_DIR, 'uploads', key);
}

const local: Storage = {
  async put(key, body) {
    const file = localPath(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, body);
  },
  async get(key) {
    try {
      return await fs.readFile(localPath(key));
    } catch {
      return null;
    }
  },
  async remove(key) {
    await fs.rm(localPath(key), { force: true });
  },
};

export const storage: Storage = local;

/** The public URL of a stored file. */
export const fileUrl = (key: string) => `/uploads/${key}`;
