import 'server-only';
import { count } from 'drizzle-orm';
import { storage } from '@/lib/storage';
import type { Database } from './client';
import { drawScarfImage, imageKey } from './demo-images';
import { categories, products, storeSettings } from './schema';

type DemoProduct = {
  slug: string;
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  price: number;
  colors: [string, string];
  pattern: 'stripes' | 'dots' | 'waves';
};

const DEMO: { slug: string; nameEn: string; nameAr: string; products: DemoProduct[] }[] = [
  {
    slug: 'silk-scarves',
    nameEn: 'Silk scarves',
    nameAr: 'أوشحة حرير',
    products: [
      {
        slug: 'midnight-silk-scarf',
        nameEn: 'Midnight silk scarf',
        nameAr: 'وشاح حرير منتصف الليل',
        descriptionEn: 'Pure mulberry silk with a soft sheen, hand-rolled edges.',
        descriptionAr: 'حرير توت طبيعي بلمعة ناعمة وحواف ملفوفة يدويًا.',
        price: 4900,
        colors: ['#242F51', '#C9A96E'],
        pattern: 'stripes',
      },
      {
        slug: 'rose-garden-silk-scarf',
        nameEn: 'Rose garden silk scarf',
        nameAr: 'وشاح حرير حديقة الورد',
        descriptionEn: 'A light square scarf printed with a rose garden.',
        descriptionAr: 'وشاح مربع خفيف مطبوع بنقوش حديقة ورد.',
        price: 5400,
        colors: ['#B5485D', '#F4D6CC'],
        pattern: 'dots',
      },
      {
        slug: 'desert-dune-silk-scarf',
        nameEn: 'Desert dune silk scarf',
        nameAr: 'وشاح حرير كثبان الصحراء',
        descriptionEn: 'Warm sand tones in flowing waves.',
        descriptionAr: 'درجات رملية دافئة بتموجات انسيابية.',
        price: 5900,
        colors: ['#C08A4E', '#F1E3C8'],
        pattern: 'waves',
      },
    ],
  },
  {
    slug: 'winter-shawls',
    nameEn: 'Winter shawls',
    nameAr: 'شالات شتوية',
    products: [
      {
        slug: 'olive-wool-shawl',
        nameEn: 'Olive wool shawl',
        nameAr: 'شال صوف زيتوني',
        descriptionEn: 'Soft merino wool, generous size for cold evenings.',
        descriptionAr: 'صوف ميرينو ناعم بمقاس واسع للأمسيات الباردة.',
        price: 7900,
        colors: ['#4F5D2F', '#D8D3B0'],
        pattern: 'stripes',
      },
      {
        slug: 'charcoal-cashmere-shawl',
        nameEn: 'Charcoal cashmere shawl',
        nameAr: 'شال كشمير فحمي',
        descriptionEn: 'Featherlight cashmere in a deep charcoal.',
        descriptionAr: 'كشمير خفيف كالريشة بلون فحمي عميق.',
        price: 12900,
        colors: ['#3A3A40', '#9A9AA5'],
        pattern: 'waves',
      },
      {
        slug: 'burgundy-knit-shawl',
        nameEn: 'Burgundy knit shawl',
        nameAr: 'شال محبوك عنابي',
        descriptionEn: 'A chunky knit with a tasselled fringe.',
        descriptionAr: 'شال محبوك سميك بأطراف مزينة بالشراشيب.',
        price: 6900,
        colors: ['#6D1F2F', '#E8B7A5'],
        pattern: 'dots',
      },
    ],
  },
];

/** Loads the demo catalogue into an empty store. Returns false when the store already has a catalogue. */
export async function seedDemoCatalogue(db: Database, storeId: string): Promise<boolean> {
  await db.insert(storeSettings).values({ storeId }).onConflictDoNothing();
  const [row] = await db.select({ n: count() }).from(categories);
  if ((row?.n ?? 0) > 0) return false;

  // Images first (outside the transaction): files without rows are harmless, rows without files are not.
  const images = new Map<string, string>();
  for (const product of DEMO.flatMap((c) => c.products)) {
    const body = await drawScarfImage(product.colors, product.pattern);
    const key = imageKey('products', product.slug, body);
    await storage.put(key, body);
    images.set(product.slug, key);
  }

  await db.transaction(async (tx) => {
    for (const [position, category] of DEMO.entries()) {
      const [inserted] = await tx
        .insert(categories)
        .values({ slug: category.slug, nameEn: category.nameEn, nameAr: category.nameAr, position })
        .returning({ id: categories.id });
      if (!inserted) throw new Error('category insert returned nothing');
      await tx.insert(products).values(
        category.products.map(({ colors: _c, pattern: _p, ...p }) => ({
          ...p,
          categoryId: inserted.id,
          image: images.get(p.slug) ?? null,
        })),
      );
    }
  });
  return true;
}
