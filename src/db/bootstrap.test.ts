import fs from 'node:fs/promises';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bootstrapDatabase } from './bootstrap';
import { getDb } from './client';
import { categories, products, users } from './schema';

describe('start-up bootstrap', () => {
  it('seeds the demo catalogue and one admin on first start, and nothing twice', async () => {
    const first: string[] = [];
    await bootstrapDatabase((line) => first.push(line));
    expect(first).toContain('Loaded the demo catalogue.');
    expect(first).toContain('Admin account: admin@wishah.local');
    const password = first.find((l) => l.startsWith('One-time password: '))?.split(' ')[2];
    expect(password?.length).toBeGreaterThanOrEqual(12);

    const db = getDb();
    const [productCount] = await db.select({ n: count() }).from(products);
    const [categoryCount] = await db.select({ n: count() }).from(categories);
    expect(productCount?.n).toBe(6);
    expect(categoryCount?.n).toBe(2);
    const admins = await db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins.map((a) => a.email)).toEqual(['admin@wishah.local']);

    // Every demo product has a real generated image on disk.
    const [product] = await db.select().from(products).limit(1);
    const file = await fs.readFile(`${process.env.DATA_DIR}/uploads/${product?.image}`);
    expect(file.subarray(8, 12).toString()).toBe('WEBP');

    const second: string[] = [];
    await bootstrapDatabase((line) => second.push(line));
    expect(second).toEqual([]);
    const [again] = await db.select({ n: count() }).from(products);
    expect(again?.n).toBe(6);
  });

  it('runs safely when several instances start at once', async () => {
    await Promise.all([
      bootstrapDatabase(() => {}),
      bootstrapDatabase(() => {}),
      bootstrapDatabase(() => {}),
    ]);
    const [productCount] = await getDb().select({ n: count() }).from(products);
    expect(productCount?.n).toBe(6);
  });
});
