import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { createSellableVariant } from '../../../../tests/factories/catalog';
import { createDeliveryArea, setTax } from '../../../../tests/factories/orders';

const { insertGeneratedOrders } = await import('./generate');

beforeAll(async () => {
  for (const price of [1200, 4900, 15000]) await createSellableVariant({ price });
  await createDeliveryArea({ charge: 500, freeFrom: 10000 });
  await createDeliveryArea({ charge: 900 });
  await setTax(1500, false);
});

describe('generated orders for benchmarks', () => {
  it('inserts orders priced by the store rules, with lines, over two years, in every state', async () => {
    expect(await insertGeneratedOrders(getDb(), 600)).toBe(600);
    const { rows } = await getDb().execute<Record<string, string>>(sql`
      select count(*) as orders,
        count(*) filter (where o.subtotal <> l.goods or o.item_count <> l.units) as wrong_lines,
        count(*) filter (where o.total <> o.subtotal + o.delivery_charge + o.payment_fee + o.tax) as wrong_totals,
        count(*) filter (where o.tax <> round((o.subtotal + o.delivery_charge + o.payment_fee) * 0.15)) as wrong_tax,
        count(*) filter (where o.delivery_charge <> case when o.delivery_area_en is null then -1
          when o.subtotal >= 10000 and o.delivery_charge in (0, 900) then o.delivery_charge
          when o.subtotal < 10000 and o.delivery_charge in (500, 900) then o.delivery_charge else -1 end) as wrong_delivery,
        count(distinct o.status) as statuses,
        count(distinct o.payment_method) as methods,
        count(*) filter (where o.payment_status = 'refunded' and o.refund_requested_at is not null) as refunded,
        count(*) filter (where o.created_at < now() - interval '365 days') as older_than_a_year,
        count(*) filter (where o.created_at > now() or o.created_at < now() - interval '731 days') as out_of_range,
        count(*) filter (where e.events is null) as without_timeline
      from orders o
      join (select order_id, sum(line_total) as goods, sum(quantity) as units from order_lines group by 1) l
        on l.order_id = o.id
      left join (select order_id, count(*) as events from order_events group by 1) e on e.order_id = o.id`);
    expect(rows[0]).toMatchObject({
      orders: '600',
      wrong_lines: '0',
      wrong_totals: '0',
      wrong_tax: '0',
      wrong_delivery: '0',
      out_of_range: '0',
      without_timeline: '0',
      methods: '2',
    });
    const row = rows[0] ?? {};
    expect(Number(row.statuses)).toBeGreaterThanOrEqual(3);
    expect(Number(row.refunded)).toBeGreaterThan(0);
    expect(Number(row.older_than_a_year)).toBeGreaterThan(50);
  });
});
