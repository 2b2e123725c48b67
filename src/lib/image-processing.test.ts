import fs from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageError, MAX_IMAGE_BYTES, removeImage, storeImage } from './image-processing';
import { RENDITION_WIDTHS } from './images';

const file = (key: string, width: number) => `${process.env.DATA_DIR}/uploads/${key}-${width}.webp`;

/** Why storeImage refused `body`, or null when it took it. */
async function refusal(body: Buffer): Promise<string | null> {
  return storeImage(body, 'products').then(
    () => null,
    (error: unknown) => (error instanceof ImageError ? error.message : `unexpected: ${String(error)}`),
  );
}

/** A photo with camera metadata: EXIF (with GPS-like fields), an ICC profile and a rotation. */
function photo(width: number, height: number, format: 'jpeg' | 'png') {
  const image = sharp({ create: { width, height, channels: 3, background: '#9a5b3c' } })
    .withExif({ IFD0: { Make: 'Wishah Camera', Copyright: 'Private', ImageDescription: 'home address' } })
    .withIccProfile('p3');
  return (format === 'jpeg' ? image.jpeg() : image.png()).toBuffer();
}

describe('storeImage', () => {
  it('refuses a text file, whatever it is called', async () => {
    expect(await refusal(Buffer.from('not an image, just text in scarf.png'))).toBe('images.invalidType');
    expect(await refusal(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(
      'images.invalidType',
    );
  });

  it('refuses image formats it does not take (GIF, SVG, TIFF) and truncated files', async () => {
    const base = sharp({ create: { width: 40, height: 40, channels: 3, background: '#123456' } });
    expect(await refusal(await base.clone().gif().toBuffer())).toBe('images.invalidType');
    expect(await refusal(await base.clone().tiff().toBuffer())).toBe('images.invalidType');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40"/></svg>',
    );
    expect(await refusal(svg)).toBe('images.invalidType');
    const jpeg = await base.clone().jpeg().toBuffer();
    expect(await refusal(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).toBe('images.invalidType');
  });

  it('refuses a file over 5 MB, even a real image', async () => {
    // Noise does not compress: a 1500×1500 PNG of it is about 6.5 MB.
    const noise = Buffer.alloc(1500 * 1500 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const big = await sharp(noise, { raw: { width: 1500, height: 1500, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(MAX_IMAGE_BYTES);
    expect(big.length).toBeLessThan(8 * 1024 * 1024);
    expect(await refusal(big)).toBe('images.tooLarge');
    expect(await refusal(Buffer.alloc(6 * 1024 * 1024))).toBe('images.tooLarge');
  });

  it.each(['jpeg', 'png'] as const)(
    'stores a %s as WebP renditions of 320, 640 and 1280 px, metadata stripped',
    async (format) => {
      const source = await photo(1600, 1200, format);
      const before = await sharp(source).metadata();
      expect(before.exif).toBeDefined();
      expect(before.icc).toBeDefined();

      const stored = await storeImage(source, 'products');
      expect(stored.key).toMatch(/^products\/[0-9a-f]{16}$/);
      expect(stored).toMatchObject({ width: 1280, height: 960 });
      for (const width of RENDITION_WIDTHS) {
        const meta = await sharp(await fs.readFile(file(stored.key, width))).metadata();
        expect(meta).toMatchObject({ format: 'webp', width, height: (width * 3) / 4 });
        expect(meta.exif).toBeUndefined();
        expect(meta.icc).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
      }
    },
  );

  it('never enlarges a small picture beyond its own size', async () => {
    const stored = await storeImage(await photo(500, 400, 'jpeg'), 'categories');
    const widths = await Promise.all(
      RENDITION_WIDTHS.map(
        async (w) => (await sharp(await fs.readFile(file(stored.key, w))).metadata()).width,
      ),
    );
    expect(widths).toEqual([320, 500, 500]);
    expect(stored).toMatchObject({ width: 500, height: 400 });
  });

  it('turns a picture upright from its EXIF orientation before dropping the metadata', async () => {
    // 600×300 stored sideways (orientation 6 = rotate 90° clockwise to display).
    const sideways = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#335577' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const stored = await storeImage(sideways, 'products');
    expect(stored).toMatchObject({ width: 300, height: 600 });
    const meta = await sharp(await fs.readFile(file(stored.key, 320))).metadata();
    expect(meta.orientation).toBeUndefined();
  });

  it('names files by content, and removeImage deletes every rendition', async () => {
    const source = await photo(700, 700, 'png');
    const a = await storeImage(source, 'brands');
    const b = await storeImage(source, 'brands');
    expect(b.key).toBe(a.key);
    await removeImage(a.key);
    for (const width of RENDITION_WIDTHS) await expect(fs.stat(file(a.key, width))).rejects.toThrow();
  });
});
