import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { orders } from '@/db/schema/orders';
import type { PaymentMethod } from '@/domains/store-settings/payment-options';
import type { CheckoutLimits } from '@/domains/store-settings/schemas';
import { DomainError } from '@/lib/domain-error';

/**
 * The checkout's limits (the owner's settings: store-settings/schemas.ts), enforced inside the order's transaction.
 * Counts come from the orders themselves, under a transaction-scoped advisory lock per phone, mailbox and client
 * address, taken after the order's row is written and held until it commits: a second order from the same phone
 * waits, then counts the first. Concurrent orders can never all pass, a refused or rolled-back order never used a
 * place, and an order cancelled or delivered leaves the unpaid count by itself, without counters to keep in step.
 */

/**
 * Refuses a line, or an order, with more units than the store allows, before anything is written: `asked` as the
 * checkout sent them, named by the quote's lines.
 */
export function checkQuantities(
  asked: readonly { quantity: number }[],
  quoted: readonly { name: string }[],
  { lineQuantityMax, orderUnitsMax }: CheckoutLimits,
) {
  for (const [index, line] of asked.entries()) {
    if (line.quantity > lineQuantityMax)
      throw new DomainError('orders.lineOverLimit', `lines.${index}.quantity`, {
        max: lineQuantityMax,
        product: quoted[index]?.name ?? '',
      });
  }
  if (asked.reduce((units, line) => units + line.quantity, 0) > orderUnitsMax)
    throw new DomainError('orders.unitsOverLimit', 'lines', { max: orderUnitsMax });
}

/** The order just written, as the limits count it (`emailKey`: its mailbox, from the orders table; null: none). */
export type Placement = {
  orderId: number;
  phone: string;
  emailKey: string | null;
  clientAddress: string | null;
  paymentMethod: PaymentMethod;
};

/** This hour's other orders matching `where`, and the minutes until the oldest of them leaves the hour. */
const thisHour = (where: SQL, orderId: number) => sql`(
  select json_build_object(
    'count', count(*),
    -- Orders that began after this one count too: at most the hour.
    'minutes', least(60, greatest(1, ceil(extract(epoch from min(${orders.createdAt}) + interval '1 hour' - now()) / 60)))
  )
  from ${orders}
  where ${where} and ${orders.id} <> ${orderId} and ${orders.createdAt} > now() - interval '1 hour'
)`;
type Hour = { count: number; minutes: number };

/**
 * Waits for the other orders of this phone, mailbox and address, then refuses this one (rolling its transaction
 * back) when it is over a limit, on the field it concerns; the minutes say when the oldest order counted leaves
 * the hour. Answers whether its confirmation may be mailed: the mailbox's order mails this hour are under their
 * limit (past it the order stands, unmailed). Two statements: the locks, then every count in one read, which sees
 * whatever the orders it waited for committed.
 */
export async function holdCheckoutLimits(
  tx: Tx,
  placed: Placement,
  limits: CheckoutLimits,
): Promise<{ mail: boolean }> {
  const keys = [
    `phone:${placed.phone}`,
    ...(placed.emailKey ? [`email:${placed.emailKey}`] : []),
    ...(placed.clientAddress ? [`address:${placed.clientAddress}`] : []),
  ]
    .map((key) => `wishah-checkout:${key}`)
    .sort();
  // In one order everywhere, so two checkouts sharing two keys never wait on each other crosswise.
  await tx.execute(sql`
    select pg_advisory_xact_lock(hashtextextended(key, 0))
    from unnest(array[${sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    )}]::text[]) with ordinality as keys(key, n)
    order by n`);
  const { clientAddress, phone, emailKey, orderId } = placed;
  const {
    rows: [counted],
  } = await tx.execute<{ address: Hour | null; phone: Hour; email: Hour; waiting: number }>(sql`select
    ${clientAddress ? thisHour(sql`${orders.clientAddress} = ${clientAddress}`, orderId) : sql`null`} as address,
    ${thisHour(sql`${orders.phone} = ${phone}`, orderId)} as phone,
    ${emailKey ? thisHour(sql`${orders.emailKey} = ${emailKey}`, orderId) : sql`json_build_object('count', 0, 'minutes', 0)`} as email,
    -- Waiting to be paid on delivery: neither delivered (then paid) nor cancelled.
    (select count(*)::int from ${orders}
      where ${orders.phone} = ${phone} and ${orders.id} <> ${orderId} and ${orders.paymentMethod} = 'cod'
        and ${orders.paymentStatus} = 'unpaid' and ${orders.status} <> 'cancelled') as waiting`);
  if (!counted) throw new Error('the checkout limits were not counted');

  if (counted.address && counted.address.count >= limits.ordersPerAddressHour)
    throw new DomainError('orders.tooManyFromAddress', undefined, { minutes: counted.address.minutes });
  if (counted.phone.count >= limits.ordersPerPhoneHour)
    throw new DomainError('orders.tooManyForPhone', 'shipping.phone', { minutes: counted.phone.minutes });
  if (counted.email.count >= limits.ordersPerEmailHour)
    throw new DomainError('orders.tooManyForEmail', 'shipping.email', { minutes: counted.email.minutes });
  if (placed.paymentMethod === 'cod' && counted.waiting >= limits.unpaidCodPerPhone)
    throw new DomainError('orders.unpaidCodForPhone', 'shipping.phone', { max: limits.unpaidCodPerPhone });
  return { mail: counted.email.count < limits.orderMailsPerEmailHour };
}
