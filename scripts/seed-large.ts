// `npm run seed:large -- --products 10000`: adds N generated products (names and descriptions in both languages,
// colour × size variants, shared pictures, 60 days of sales) for benchmarks. `--until N` tops the catalogue up to
// N products instead. `--orders N` adds N orders over the last two years (lines, statuses, payment methods, areas,
// refunds: src/domains/orders/demo/generate.ts), `--orders-until N` tops the orders up to N. With none of these it
// adds 10 000 products. Uses DATABASE_URL, or the embedded PostgreSQL in DATA_DIR (default ./data) like `npm start`.
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const BATCH = 1000;

type Options = {
  products?: number;
  until?: number;
  orders?: number;
  ordersUntil?: number;
  /** Writes this product's admin form values (JSON) to this file, for `npm run bench`'s save scenario. */
  formOf?: { slug: string; file: string };
  /** Gives this product's first variant a deep stock and writes `{ variantId, deliveryAreaId }` here (the checkout bench). */
  buyable?: { slug: string; file: string };
};

// Word lists: English name = "{theme} {style} {type}, {colour}"; Arabic = "{type} {style} بنقشة {theme}، {colour}".
const THEMES: [string, string][] = [
  ['Jasmine', 'الياسمين'],
  ['Oasis', 'الواحة'],
  ['Falcon', 'الصقر'],
  ['Pearl', 'اللؤلؤ'],
  ['Dune', 'الكثبان'],
  ['Moonlight', 'ضوء القمر'],
  ['Saffron', 'الزعفران'],
  ['Cedar', 'الأرز'],
  ['Palm', 'النخيل'],
  ['Andalus', 'الأندلس'],
  ['Orchid', 'الأوركيد'],
  ['Amber', 'الكهرمان'],
  ['Coral', 'المرجان'],
  ['Lantern', 'الفانوس'],
  ['Henna', 'الحناء'],
  ['Harbour', 'المرسى'],
  ['Meadow', 'المرج'],
  ['Sunset', 'الغروب'],
  ['Breeze', 'النسيم'],
  ['Silk Road', 'طريق الحرير'],
  ['Garden', 'الحديقة'],
  ['Crescent', 'الهلال'],
  ['Olive Branch', 'غصن الزيتون'],
  ['Rose', 'الورد'],
  ['Lotus', 'اللوتس'],
  ['Mosaic', 'الفسيفساء'],
  ['Arabesque', 'الأرابيسك'],
  ['Mashrabiya', 'المشربية'],
  ['Sadu', 'السدو'],
  ['Starlight', 'ضوء النجوم'],
];
const STYLES: [string, string][] = [
  ['Classic', 'كلاسيكي'],
  ['Printed', 'مطبوع'],
  ['Embroidered', 'مطرّز'],
  ['Lightweight', 'خفيف'],
  ['Luxe', 'فاخر'],
  ['Soft', 'ناعم'],
  ['Striped', 'مخطّط'],
  ['Dotted', 'منقّط'],
  ['Reversible', 'بوجهين'],
];
type Material = 'silk' | 'wool' | 'chiffon' | 'jersey' | 'cashmere' | 'cotton' | 'pashmina' | 'knit';
const TYPES: { en: string; ar: string; material: Material; sizes: string[]; base: number }[] = [
  { en: 'Silk Scarf', ar: 'وشاح حرير', material: 'silk', sizes: ['70', '90', '70x180'], base: 6000 },
  { en: 'Wool Shawl', ar: 'شال صوف', material: 'wool', sizes: ['70x200', '100x200'], base: 5000 },
  { en: 'Chiffon Hijab', ar: 'حجاب شيفون', material: 'chiffon', sizes: ['70x180'], base: 1200 },
  { en: 'Jersey Hijab', ar: 'حجاب جيرسيه', material: 'jersey', sizes: ['70x180', 'free'], base: 1200 },
  { en: 'Cashmere Shawl', ar: 'شال كشمير', material: 'cashmere', sizes: ['70x200', '100x200'], base: 15000 },
  { en: 'Cotton Scarf', ar: 'وشاح قطني', material: 'cotton', sizes: ['55', '70x180'], base: 1500 },
  { en: 'Pashmina Shawl', ar: 'شال باشمينا', material: 'pashmina', sizes: ['70x200'], base: 8000 },
  { en: 'Knitted Scarf', ar: 'وشاح محبوك', material: 'knit', sizes: ['30x180', 'S', 'M', 'L'], base: 2500 },
];

function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      products: { type: 'string' },
      until: { type: 'string' },
      orders: { type: 'string' },
      'orders-until': { type: 'string' },
      'form-of': { type: 'string' },
      'form-file': { type: 'string' },
      buyable: { type: 'string' },
      'buyable-file': { type: 'string' },
    },
  });
  const number = (v: string | undefined, name: string) => {
    if (v === undefined) return undefined;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number, got "${v}"`);
    return n;
  };
  const slug = values['form-of'];
  const file = values['form-file'];
  const options: Options = {
    products: number(values.products, 'products'),
    until: number(values.until, 'until'),
    orders: number(values.orders, 'orders'),
    ordersUntil: number(values['orders-until'], 'orders-until'),
    formOf: slug && file ? { slug, file } : undefined,
    buyable:
      values.buyable && values['buyable-file']
        ? { slug: values.buyable, file: values['buyable-file'] }
        : undefined,
  };
  const asked = [options.products, options.until, options.orders, options.ordersUntil];
  if (asked.every((n) => n === undefined)) options.products = 10_000;
  return options;
}

/** Adds generated products to the store's database; returns how many it added. */
export async function seedLarge(
  options: Options,
  print: (line: string) => void = console.log,
): Promise<number> {
  const started = performance.now();
  const env = process.env;
  env.DATA_DIR = path.resolve(env.DATA_DIR || path.join(root, 'data'));

  let stopDatabase: (() => Promise<void>) | undefined;
  if (!env.DATABASE_URL) {
    const { startEmbeddedPostgres } = await import('../src/db/embedded');
    const server = await startEmbeddedPostgres(path.join(env.DATA_DIR, 'postgres'), { database: 'wishah' });
    env.DATABASE_URL = server.url();
    stopDatabase = server.stop;
  }
  try {
    // Migrations, the demo catalogue (the categories and brands the generated products go into) and an admin.
    const { bootstrapDatabase } = await import('./bootstrap');
    await bootstrapDatabase(print);
    const added = await generate(options, print, started);
    await generateOrders(options, print);
    if (options.formOf) await writeForm(options.formOf);
    if (options.buyable) await writeBuyable(options.buyable);
    return added;
  } finally {
    const { getPool } = await import('../src/db/client');
    await getPool().end();
    await stopDatabase?.();
  }
}

/** The admin form values of one product, as its edit page loads them. */
async function writeForm({ slug, file }: { slug: string; file: string }) {
  const { eq } = await import('drizzle-orm');
  const { getDb } = await import('../src/db/client');
  const { products } = await import('../src/db/schema');
  const { getProductForEdit } = await import('../src/domains/catalog/admin-queries');
  const [row] = await getDb().select({ id: products.id }).from(products).where(eq(products.slugEn, slug));
  const form = row ? await getProductForEdit(row.id) : null;
  if (!form) throw new Error(`no product ${slug}`);
  const { writeFile } = await import('node:fs/promises');
  await writeFile(file, JSON.stringify(form));
}

/** One variant anyone may buy many times over, and a delivery area to send it to. */
async function writeBuyable({ slug, file }: { slug: string; file: string }) {
  const { asc, eq } = await import('drizzle-orm');
  const { getDb } = await import('../src/db/client');
  const { deliveryAreas, products, productVariants } = await import('../src/db/schema');
  const db = getDb();
  const [variant] = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(products.slugEn, slug))
    .orderBy(asc(productVariants.id))
    .limit(1);
  const [area] = await db
    .select({ id: deliveryAreas.id })
    .from(deliveryAreas)
    .where(eq(deliveryAreas.active, true))
    .limit(1);
  if (!variant || !area) throw new Error(`no variant of ${slug} or no active delivery area`);
  await db.update(productVariants).set({ stock: 1_000_000 }).where(eq(productVariants.id, variant.id));
  // The benchmark's buyers all come from this machine's address: its limit is lifted (each buyer has its own phone).
  const { readCheckoutLimits } = await import('../src/domains/store-settings/queries');
  const { saveCheckoutLimits } = await import('../src/domains/store-settings/service');
  const { COUNT_LIMIT_MAX } = await import('../src/domains/store-settings/schemas');
  await saveCheckoutLimits({ ...(await readCheckoutLimits(db)), ordersPerAddressHour: COUNT_LIMIT_MAX });
  const { writeFile } = await import('node:fs/promises');
  await writeFile(file, JSON.stringify({ variantId: variant.id, deliveryAreaId: area.id }));
}

/** Adds `--orders` orders, or tops them up to `--orders-until`, set-based (see the orders domain's generator). */
async function generateOrders(options: Options, print: (line: string) => void) {
  if (options.orders === undefined && options.ordersUntil === undefined) return;
  const started = performance.now();
  const { count } = await import('drizzle-orm');
  const { getDb } = await import('../src/db/client');
  const { orders } = await import('../src/db/schema');
  const { insertGeneratedOrders } = await import('../src/domains/orders/demo/generate');
  const db = getDb();
  const [existing] = await db.select({ n: count() }).from(orders);
  const current = existing?.n ?? 0;
  const wanted =
    options.ordersUntil !== undefined ? Math.max(0, options.ordersUntil - current) : (options.orders ?? 0);
  if (!wanted) {
    print(`The store already has ${current} orders; nothing to add.`);
    return;
  }
  const added = await insertGeneratedOrders(db, wanted, print);
  print(`Added ${added} orders in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

async function generate(options: Options, print: (line: string) => void, started: number): Promise<number> {
  if (options.products === undefined && options.until === undefined) return 0;
  const { count, isNotNull, sql } = await import('drizzle-orm');
  const { getDb } = await import('../src/db/client');
  const schema = await import('../src/db/schema');
  const { DEMO_COLORS, DEMO_MATERIALS, DEMO_SIZES } = await import('../src/domains/catalog/demo/catalogue');
  const { insertProductSeeds, prng, salesHistory } = await import('../src/domains/catalog/demo/seed');
  const { slugify } = await import('../src/domains/catalog/schemas');
  type ProductSeed = import('../src/domains/catalog/demo/seed').ProductSeed;
  const db = getDb();

  const [existing] = await db.select({ n: count() }).from(schema.products);
  const current = existing?.n ?? 0;
  const wanted = options.until !== undefined ? Math.max(0, options.until - current) : (options.products ?? 0);
  if (!wanted) {
    print(`The catalogue already has ${current} products; nothing to add.`);
    return 0;
  }

  const subs = await db
    .select({ id: schema.categories.id, parentId: schema.categories.parentId })
    .from(schema.categories)
    .where(isNotNull(schema.categories.parentId));
  const brandRows = await db.select({ id: schema.brands.id }).from(schema.brands);
  // Generated products share the demo catalogue's pictures: no image work at all.
  const pictures = (
    await db.execute<{ image: string; width: number; height: number }>(
      sql`select distinct image, width, height from ${schema.productImages} order by image limit 60`,
    )
  ).rows.map((r) => ({ key: r.image, width: r.width, height: r.height }));
  if (!subs.length || !pictures.length)
    throw new Error('No demo catalogue to build on (is SEED_DEMO=false?)');

  const colorKeys = Object.keys(DEMO_COLORS) as (keyof typeof DEMO_COLORS)[];
  const random = prng(current + 1);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const first = current + 1;

  const make = (n: number): ProductSeed => {
    const [themeEn, themeAr] = pick(THEMES);
    const [styleEn, styleAr] = pick(STYLES);
    const type = pick(TYPES);
    const colors = [...new Set(Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(colorKeys)))];
    const sizes = type.sizes.slice(
      0,
      1 + Math.floor(random() * type.sizes.length),
    ) as (keyof typeof DEMO_SIZES)[];
    const [mainColor] = colors;
    const colourEn = mainColor ? DEMO_COLORS[mainColor].en : '';
    const colourAr = mainColor ? DEMO_COLORS[mainColor].ar : '';
    const nameEn = `${themeEn} ${styleEn} ${type.en}, ${colourEn}`;
    const nameAr = `${type.ar} ${styleAr} بنقشة ${themeAr}، ${colourAr}`;
    const price = Math.round((type.base * (0.6 + random() * 1.8)) / 100) * 100 - 100;
    const sub = pick(subs);
    const material = DEMO_MATERIALS[type.material];
    const createdAt = new Date(Date.now() - Math.floor(random() * 365 * 86_400_000));
    const sales = random() < 0.4 ? salesHistory(random, Math.floor(random() * 6), random() * 2 - 1) : [];
    const image = Math.floor(random() * pictures.length);
    const imageCount = 1 + Math.floor(random() * 3);
    return {
      row: {
        slugEn: `${slugify(nameEn, 'en')}-${n}`,
        slugAr: `${slugify(nameAr, 'ar')}-${n}`,
        nameEn,
        nameAr,
        descriptionEn: `<p>A ${styleEn.toLowerCase()} ${type.en.toLowerCase()} with a ${themeEn.toLowerCase()} design.</p><p>${material.en}</p>`,
        descriptionAr: `<p>${type.ar} ${styleAr} بتصميم مستوحى من ${themeAr}.</p><p>${material.ar}</p>`,
        categoryId: sub.parentId ?? sub.id,
        subCategoryId: sub.id,
        brandId: brandRows.length ? pick(brandRows).id : null,
        price,
        compareAtPrice: random() < 0.2 ? price + Math.round((price * 0.3) / 100) * 100 + 100 : null,
        published: random() > 0.03,
        soldCount: sales.reduce((a, b) => a + b, 0) + Math.floor(random() * 40),
        createdAt,
        updatedAt: createdAt,
      },
      images: Array.from({ length: imageCount }, (_, i) => pictures[(image + i) % pictures.length]).filter(
        (p) => p !== undefined,
      ),
      colors: colors.map((c) => ({
        nameEn: DEMO_COLORS[c].en,
        nameAr: DEMO_COLORS[c].ar,
        swatch: DEMO_COLORS[c].swatch,
      })),
      sizes: sizes.map((s) => ({ nameEn: DEMO_SIZES[s].en, nameAr: DEMO_SIZES[s].ar })),
      variants: colors.flatMap((_, ci) =>
        sizes.map((_, si) => ({
          color: ci,
          size: si,
          sku: `WL-${n}-${ci}${si}`,
          price: null,
          stock: random() < 0.1 ? 0 : Math.floor(random() * 80),
        })),
      ),
      sales,
    };
  };

  let added = 0;
  while (added < wanted) {
    const size = Math.min(BATCH, wanted - added);
    const batch = Array.from({ length: size }, (_, i) => make(first + added + i));
    await db.transaction((tx) => insertProductSeeds(tx, batch));
    added += size;
    print(`  ${added} / ${wanted} products`);
  }
  // Fresh planner statistics, so the first benchmark run already uses the indexes.
  await db.execute(
    sql`analyze ${schema.products}, ${schema.productVariants}, ${schema.productOptionValues}, ${schema.productImages}, ${schema.productSalesDaily}`,
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  print(`Added ${added} products (now ${current + added}) in ${seconds} s.`);
  return added;
}

if (import.meta.filename === process.argv[1] || process.argv[1]?.endsWith('scripts/seed-large.ts')) {
  seedLarge(parseOptions(process.argv.slice(2))).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
