import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../../tests/setup/s3-server';

// The store with S3_BUCKET set: what it stores goes to the bucket, and /uploads/… serves it from there, so any
// instance serves an image another one stored.
let s3: Awaited<ReturnType<typeof startS3Server>>;
let GET: typeof import('./[...key]/route').GET;
let storeImage: typeof import('@/lib/image-processing').storeImage;
let bucket: typeof import('@/lib/storage').bucketStorage;

beforeAll(async () => {
  s3 = await startS3Server('wishah-uploads');
  Object.assign(process.env, s3.env);
  ({ GET } = await import('./[...key]/route'));
  ({ storeImage } = await import('@/lib/image-processing'));
  ({ bucketStorage: bucket } = await import('@/lib/storage'));
});
afterAll(async () => {
  await s3?.stop();
});

const serve = (key: string) =>
  GET(new Request(`http://localhost:3000/uploads/${key}`), {
    params: Promise.resolve({ key: key.split('/') }),
  });

describe('uploads in an S3-compatible bucket', () => {
  it('stores the renditions of an uploaded image in the bucket and serves them from it', async () => {
    const sharp = (await import('sharp')).default;
    const png = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 120, g: 30, b: 60 } },
    })
      .png()
      .toBuffer();
    const { key } = await storeImage(png, 'products');
    // In the bucket itself, not on this instance's disk.
    expect(await bucket(s3.config).has(`${key}-640.webp`)).toBe(true);
    const response = await serve(`${key}-640.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await response.arrayBuffer());
    expect((await sharp(body).metadata()).format).toBe('webp');
  });

  it('answers 404 for a file the bucket does not have, and for a type it does not serve', async () => {
    expect((await serve('products/nothing-640.webp')).status).toBe(404);
    expect((await serve('products/notes.txt')).status).toBe(404);
  });
});
