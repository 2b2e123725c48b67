import 'server-only';
import { and, count, gt, isNotNull, max, type SQL, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { orderEvents, orderLines, orders } from '@/db/schema/orders';
import { listSellableVariantIds, readSellableVariants } from '@/domains/catalog/stock';
import { recordPastPayments } from '@/domains/payments/ledger';
import { lockBaseCurrency } from '@/domains/store-settings/currency-lock';
import { listDeliveryAreas, readPaymentOptions, readSellingSettings } from '@/domains/store-settings/queries';
import { roundForStripe } from '@/lib/money';

// Many orders at once for benchmarks (`npm run seed:large -- --orders 100000`): set-based SQL, a batch of orders per
// statement (generate_series → lines → amounts → INSERT … SELECT), never one insert per order. The orders look like
// a real shop's two years: more of them lately, one to four lines each with the popular products more often, every
// active delivery area, cash on delivery and cards, statuses by age (recent ones still moving, some cancelled),
// card orders paid, a few refunded, unpaid or failed. Amounts follow the store's pricing (../pricing.ts's rules,
// repeated here in SQL): delivery free from the area's threshold, the cash-on-delivery fee, tax inside or on top of
// the prices, card totals rounded to the currency's chargeable step. Stock and the products' sales counters are left
// alone: these orders exist to be read by the reports.

const BATCH = 20_000;
/** How many products the orders are spread over (the best sellers first). */
const PRODUCTS = 3_000;
/** How far back the orders go. */
const DAYS = 730;

const CUSTOMERS = [
  ['Noura Al-Qahtani', 'Riyadh', 'ar'],
  ['Sarah Mitchell', 'Jeddah', 'en'],
  ['ريم العتيبي', 'الدمام', 'ar'],
  ['Omar Farouk', 'Riyadh', 'en'],
  ['هند الشمري', 'حائل', 'ar'],
  ['Lina Haddad', 'Jeddah', 'en'],
  ['Aisha Rahman', 'Khobar', 'en'],
  ['منى الزهراني', 'الرياض', 'ar'],
] as const;

/** A text[] or int[] parameter (node-postgres writes a JS array as a PostgreSQL array). */
const list = (values: readonly (string | number | null)[]) => sql.param(values);

/** The smallest amount step a card can be charged in `currency` (1, or 10 for KWD's fils, 100 for HUF). */
function cardStep(currency: string): number {
  for (let step = 1; step <= 10_000; step *= 10) if (roundForStripe(step, currency) === step) return step;
  return 1;
}

/** Inserts `total` generated orders (with their lines and timeline); returns how many it inserted. */
export async function insertGeneratedOrders(
  db: Database,
  total: number,
  print: (line: string) => void = () => {},
): Promise<number> {
  const [variantIds, areas, selling, payment] = await Promise.all([
    listSellableVariantIds(db, PRODUCTS, 0),
    listDeliveryAreas(db),
    readSellingSettings(db),
    readPaymentOptions(db),
  ]);
  const variants = [...(await readSellableVariants(db, variantIds)).values()];
  const active = areas.filter((a) => a.active);
  if (!variants.length || !active.length) throw new Error('No products or no active delivery area to order');
  // Lines pick from the front of this list more often: the oldest products sell best.
  variants.sort((a, b) => a.variantId - b.variantId);

  const v = {
    ids: list(variants.map((x) => x.variantId)),
    products: list(variants.map((x) => x.productId)),
    nameEn: list(variants.map((x) => x.nameEn)),
    nameAr: list(variants.map((x) => x.nameAr)),
    slugEn: list(variants.map((x) => x.slugEn)),
    slugAr: list(variants.map((x) => x.slugAr)),
    image: list(variants.map((x) => x.image)),
    sku: list(variants.map((x) => x.sku)),
    colorEn: list(variants.map((x) => x.colorEn)),
    colorAr: list(variants.map((x) => x.colorAr)),
    sizeEn: list(variants.map((x) => x.sizeEn)),
    sizeAr: list(variants.map((x) => x.sizeAr)),
    price: list(variants.map((x) => x.price)),
  };
  const a = {
    ids: list(active.map((x) => x.id)),
    nameEn: list(active.map((x) => x.nameEn)),
    nameAr: list(active.map((x) => x.nameAr)),
    charge: list(active.map((x) => x.charge)),
    freeFrom: list(active.map((x) => x.freeFrom)),
  };
  const c = {
    name: list(CUSTOMERS.map((x) => x[0])),
    city: list(CUSTOMERS.map((x) => x[1])),
    locale: list(CUSTOMERS.map((x) => x[2])),
  };
  const { currency, taxRate, pricesIncludeTax } = selling;
  const step = cardStep(currency);
  const taxOf = (taxable: SQL) =>
    pricesIncludeTax
      ? sql`round(${taxable}::numeric * ${taxRate} / (10000 + ${taxRate}))::bigint`
      : sql`round(${taxable}::numeric * ${taxRate} / 10000)::bigint`;

  let inserted = 0;
  /** The last order before these: the ledger is written for the orders after it. */
  let lastBefore = 0;
  await db.transaction(async (tx) => {
    // The same orders from the same catalogue on every run.
    await tx.execute(sql`select setseed(0.4242)`);
    const [before] = await tx.select({ n: count(), last: max(orders.id) }).from(orders);
    lastBefore = before?.last ?? 0;
    while (inserted < total) {
      const size = Math.min(BATCH, total - inserted);
      await tx.execute(sql`
        with variant as materialized (
          select * from unnest(${v.ids}::int[], ${v.products}::int[], ${v.nameEn}::text[], ${v.nameAr}::text[],
            ${v.slugEn}::text[], ${v.slugAr}::text[], ${v.image}::text[], ${v.sku}::text[], ${v.colorEn}::text[],
            ${v.colorAr}::text[], ${v.sizeEn}::text[], ${v.sizeAr}::text[], ${v.price}::int[])
            with ordinality as v(variant_id, product_id, name_en, name_ar, slug_en, slug_ar, image, sku, color_en,
              color_ar, size_en, size_ar, price, i)
        ), area as materialized (
          select * from unnest(${a.ids}::int[], ${a.nameEn}::text[], ${a.nameAr}::text[], ${a.charge}::bigint[],
            ${a.freeFrom}::bigint[]) with ordinality as a(id, name_en, name_ar, charge, free_from, i)
        ), customer as materialized (
          select * from unnest(${c.name}::text[], ${c.city}::text[], ${c.locale}::text[])
            with ordinality as c(full_name, city, locale, i)
        ), plan as materialized (
          -- Placed up to two years ago, three times as many lately as at the start (inverse of a linear density).
          select g as n, gen_random_uuid()::text as key,
            now() - (1.5 - sqrt(2.25 - 2 * random())) * ${DAYS} * interval '1 day' as created_at,
            1 + floor(random() * ${active.length})::int as area_i,
            1 + floor(random() * ${CUSTOMERS.length})::int as customer_i,
            case when random() < 0.35 then 'card' else 'cod' end::payment_method as method,
            1 + floor(power(random(), 2) * 4)::int as line_count,
            random() as r_status, random() as r_payment, random() as r_refund
          from generate_series(1, ${size}) g
        ), line as materialized (
          select plan.n, l.k, variant.*, l.quantity
          from plan
          cross join lateral (
            select k, 1 + floor(power(random(), 2.2) * ${variants.length})::int as vi,
              1 + floor(power(random(), 3) * 3)::int as quantity
            from generate_series(1, plan.line_count) k
          ) l
          join variant on variant.i = l.vi
        ), goods as (
          select n, sum(price::bigint * quantity) as subtotal, sum(quantity)::int as items from line group by n
        ), priced as (
          select plan.*, goods.subtotal, goods.items, area.id as area_id, area.name_en as area_en,
            area.name_ar as area_ar, customer.full_name, customer.city, customer.locale,
            case when area.free_from is not null and goods.subtotal >= area.free_from then 0 else area.charge end
              as delivery,
            case when plan.method = 'cod' then ${payment.codFee}::bigint else 0 end as fee,
            extract(epoch from now() - plan.created_at) / 86400 as age
          from plan join goods using (n) join area on area.i = plan.area_i join customer on customer.i = plan.customer_i
        ), taxed as (
          select priced.*, ${taxOf(sql`(subtotal + delivery + fee)`)} as tax from priced
        ), stated as (
          select taxed.*,
            subtotal + delivery + fee + ${pricesIncludeTax ? sql`0` : sql`tax`} as exact,
            case
              when r_status < 0.07 then 'cancelled'
              when age < 1 then (case when r_status < 0.5 then 'pending' when r_status < 0.8 then 'confirmed' else 'processing' end)
              when age < 3 then (case when r_status < 0.3 then 'confirmed' when r_status < 0.6 then 'processing' else 'shipped' end)
              when age < 7 then (case when r_status < 0.5 then 'shipped' else 'delivered' end)
              else 'delivered'
            end::order_status as status
          from taxed
        ), final as (
          select stated.*,
            case when method = 'card' then round(exact::numeric / ${step})::bigint * ${step} else exact end as total,
            case
              when method = 'cod' then 'unpaid'
              when status = 'cancelled' then (case when r_payment < 0.7 then 'unpaid' else 'failed' end)
              when status = 'pending' and age < 1 and r_payment < 0.3 then 'unpaid'
              when r_refund < 0.04 then 'refunded'
              else 'paid'
            end::payment_status as payment_status
          from stated
        ), inserted as (
          insert into ${orders} (idempotency_key, access_key_hash, locale, status, payment_method, payment_status,
            currency, subtotal, delivery_charge, tax, payment_fee, total, item_count, tax_rate, prices_include_tax,
            full_name, street_address, zip_code, city, email, phone, delivery_area_id, delivery_area_en,
            delivery_area_ar, paid_at, refund_requested_at, refunded_amount, created_at, updated_at)
          select key, encode(sha256(convert_to(key, 'UTF8')), 'hex'), locale, status, method, payment_status,
            ${currency}, subtotal, delivery, tax, fee, total, items, ${taxRate}, ${pricesIncludeTax},
            full_name, n || ' King Fahd Road', lpad((11000 + n % 9000)::text, 5, '0'), city,
            'customer' || n || '@example.com', '05' || lpad((n * 7919 % 100000000)::text, 8, '0'), area_id, area_en,
            area_ar,
            case when payment_status in ('paid', 'refunded') then created_at + interval '2 minutes' end,
            case when payment_status = 'refunded'
              then least(now(), created_at + (1 + r_refund * 200) * interval '1 day') end,
            case when payment_status = 'refunded' then total else 0 end,
            created_at, least(now(), created_at + interval '3 days')
          from final order by created_at
          returning id, idempotency_key, status, created_at
        ), events as (
          insert into ${orderEvents} (order_id, status, actor_role, actor_name, created_at)
          select id, 'pending', 'shopper', null, created_at from inserted
          union all
          select id, status, 'admin', 'Wishah', least(now(), created_at + interval '1 day')
          from inserted where status <> 'pending'
        )
        insert into ${orderLines} (order_id, product_id, variant_id, name_en, name_ar, slug_en, slug_ar, image, sku,
          color_en, color_ar, size_en, size_ar, unit_price, quantity, line_total)
        select inserted.id, line.product_id, line.variant_id, line.name_en, line.name_ar, line.slug_en, line.slug_ar,
          line.image, line.sku, line.color_en, line.color_ar, line.size_en, line.size_ar, line.price, line.quantity,
          line.price::bigint * line.quantity
        from line join plan using (n) join inserted on inserted.idempotency_key = plan.key
        order by inserted.id, line.k`);
      inserted += size;
      print(`  ${inserted} / ${total} orders`);
    }
    print(`  the store now has ${(before?.n ?? 0) + inserted} orders`);
  });
  await lockBaseCurrency(db);
  // The payments ledger of the card orders made here: each payment taken, and each refund on the day it was asked.
  const paid = await db
    .select({
      id: orders.id,
      total: orders.total,
      currency: orders.currency,
      paidAt: orders.paidAt,
      refundedAt: orders.refundRequestedAt,
    })
    .from(orders)
    .where(and(isNotNull(orders.paidAt), gt(orders.total, 0), gt(orders.id, lastBefore)));
  await recordPastPayments(
    db,
    paid.flatMap((o) => [
      {
        orderId: o.id,
        kind: 'capture' as const,
        amount: o.total,
        currency: o.currency,
        at: o.paidAt ?? new Date(),
      },
      ...(o.refundedAt
        ? [
            {
              orderId: o.id,
              kind: 'refund' as const,
              amount: o.total,
              currency: o.currency,
              at: o.refundedAt,
            },
          ]
        : []),
    ]),
  );
  // Fresh planner statistics and visibility map, so the first report already reads its indexes alone (as
  // autovacuum would make it, later).
  await db.execute(sql`vacuum analyze ${orders}, ${orderLines}, ${orderEvents}`);
  return inserted;
}
