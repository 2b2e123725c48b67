// A store killed hard comes back by itself, and so does its embedded database: what a supervisor (systemd's
// Restart=always, Docker's restart policy) relies on. Each test runs the README's `npm start` on a data folder of its
// own (the end-to-end build), kills it as the out-of-memory killer or a hard stop does — SIGKILL to its whole process
// group — or stops its database under it, while buyers place orders through the checkout's server action, and then
// checks that every order the store acknowledged is there and that stock adds up.
import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { Client } from 'pg';
import { serverActionId } from '../../scripts/store-process';
import { E2E_PORT } from './instances';

test.describe.configure({ mode: 'serial' });

const port = E2E_PORT + 7;
const base = `http://localhost:${port}`;
const distDir = process.env.E2E_DIST_DIR || '.next-e2e';
const dataDir = path.join(os.tmpdir(), `wishah-e2e-crash-${port}`);
const logPath = path.join(dataDir, 'store.log');

type Store = { child: ChildProcess; exited: Promise<number | null> };
let store: Store | undefined;

/** `npm start` in a process group of its own (so the whole group can be killed), its output appended to the log. */
function npmStart(): Store {
  fs.mkdirSync(dataDir, { recursive: true });
  const log = fs.openSync(logPath, 'a');
  fs.writeSync(log, `\n--- npm start at ${new Date().toISOString()} ---\n`);
  const child = spawn('npm', ['start'], {
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      APP_URL: base,
      NEXT_DIST_DIR: distDir,
      TRUSTED_PROXY_IP_HEADER: 'x-forwarded-for',
      LOG_LEVEL: 'warn',
    },
  });
  fs.closeSync(log);
  return { child, exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))) };
}

const healthy = () =>
  fetch(`${base}/api/health`).then(
    (r) => r.status,
    () => 0,
  );

/** Starts the store and returns how many ms it took to serve; fails with the store's log after `withinMs`. */
async function startServing(withinMs: number): Promise<number> {
  const started = Date.now();
  store = npmStart();
  try {
    await expect.poll(healthy, { timeout: withinMs, intervals: [250] }).toBe(200);
  } catch (error) {
    console.log(fs.readFileSync(logPath, 'utf8').slice(-6_000));
    throw error;
  }
  return Date.now() - started;
}

function killHard() {
  const pid = store?.child.pid;
  if (pid) process.kill(-pid, 'SIGKILL');
}

async function database<T>(query: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({
    connectionString: fs.readFileSync(path.join(dataDir, 'database-url'), 'utf8'),
  });
  await client.connect();
  try {
    return await query(client);
  } finally {
    await client.end();
  }
}

const STOCK = 100_000;

/** A variant with `STOCK` units and a delivery area, as a buyer's checkout names them. */
async function buyable() {
  return database(async (client) => {
    const variant = await client.query<{ id: number }>(
      'update product_variants set stock = $1 where id = (select min(v.id) from product_variants v join products p on p.id = v.product_id where p.published) returning id',
      [STOCK],
    );
    const area = await client.query<{ id: number }>('select min(id) as id from delivery_areas');
    return { variantId: variant.rows[0]?.id as number, deliveryAreaId: area.rows[0]?.id as number };
  });
}

type Buyers = { acknowledged: number[]; refusals: string[]; stop: () => Promise<void> };

/**
 * `count` buyers placing cash-on-delivery orders of one unit, one after another each, until stopped. An order is
 * acknowledged when the store answered it with its number; refused or cut-off ones (the store being down) are not.
 * Each order has a phone and mailbox of its own (the checkout's limits count one phone's and one mailbox's orders),
 * its mailbox named after `name`: `name-…@wishah.test`.
 */
function buyers(target: { variantId: number; deliveryAreaId: number }, name: string, count = 3): Buyers {
  const action = serverActionId(distDir, 'placeOrderAction');
  const acknowledged: number[] = [];
  /** What the store answered to the orders it did not acknowledge (empty: cut off), for a failed test's output. */
  const refusals: string[] = [];
  let attempts = 0;
  let running = true;
  const buyer = async (n: number) => {
    while (running) {
      const phone = `05${crypto.randomInt(10_000_000, 100_000_000)}`;
      const body = JSON.stringify([
        {
          idempotencyKey: crypto.randomUUID(),
          locale: 'en',
          lines: [{ variantId: target.variantId, quantity: 1 }],
          deliveryAreaId: target.deliveryAreaId,
          paymentMethod: 'cod',
          shipping: {
            fullName: 'Crash Test Buyer',
            streetAddress: '1 Recovery Road',
            zipCode: '12211',
            city: 'Riyadh',
            email: `${name}-${phone}@wishah.test`,
            phone,
            confirmPhone: phone,
          },
        },
      ]);
      const text = await fetch(`${base}/en/checkout`, {
        method: 'POST',
        headers: {
          'next-action': action,
          accept: 'text/x-component',
          'content-type': 'text/plain;charset=UTF-8',
          origin: base,
          // A client address per attempt: a refused attempt must not count against the next under a rate limit.
          'x-forwarded-for': `10.9.${n}.${attempts++ % 250}`,
        },
        body,
      })
        .then((r) => (r.ok ? r.text() : ''))
        // Cut off by the kill, before or while the answer came: not acknowledged.
        .catch(() => '');
      const number = /"number":(\d+)/.exec(text)?.[1];
      if (number) acknowledged.push(Number(number));
      else {
        refusals.push(text.slice(0, 300));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  };
  const all = Promise.all(Array.from({ length: count }, (_, n) => buyer(n)));
  return {
    acknowledged,
    refusals,
    stop: async () => {
      running = false;
      await all;
    },
  };
}

/** Waits for `count` acknowledged orders; failing, prints what the store answered instead. */
async function acknowledgedAtLeast(orders: Buyers, count: number, timeout: number) {
  try {
    await expect.poll(() => orders.acknowledged.length, { timeout }).toBeGreaterThanOrEqual(count);
  } catch (error) {
    console.log('answers to unacknowledged orders:', orders.refusals.slice(0, 3));
    throw error;
  }
}

/** The embedded PostgreSQL's process on the data folder, from its lock file (none between two servers). */
function serverProcess(): number | undefined {
  try {
    return Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
}

/** Every acknowledged order is there, and the variant's stock fell by exactly the units of the orders placed. */
async function expectNothingLost(variantId: number, name: string, acknowledged: number[]) {
  await database(async (client) => {
    const found = await client.query<{ number: number }>(
      'select number from orders where number = any($1::int[])',
      [acknowledged],
    );
    expect(found.rows.map((r) => r.number).sort((a, b) => a - b)).toEqual(
      [...acknowledged].sort((a, b) => a - b),
    );
    const sold = await client.query<{ units: number; stock: number }>(
      `select (select coalesce(sum(l.quantity), 0)::int from order_lines l join orders o on o.id = l.order_id
                where l.variant_id = $1 and o.email like $2) as units,
              (select stock from product_variants where id = $1) as stock`,
      [variantId, `${name}-%`],
    );
    expect(sold.rows[0]?.units).toBeGreaterThanOrEqual(acknowledged.length);
    expect((sold.rows[0]?.stock ?? 0) + (sold.rows[0]?.units ?? 0)).toBe(STOCK);
  });
}

test.beforeAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
test.afterAll(async () => {
  const pid = store?.child.pid;
  if (pid && store?.child.exitCode === null) {
    process.kill(-pid, 'SIGTERM');
    await store?.exited;
  }
});

test('killed with SIGKILL in the middle of orders, npm start serves again and no acknowledged order is lost', async () => {
  test.setTimeout(600_000);
  // The first start of a new data folder loads the demo catalogue: minutes on a busy machine.
  await startServing(480_000);
  const target = await buyable();
  const orders = buyers(target, 'killed');
  await acknowledgedAtLeast(orders, 5, 60_000);
  killHard();
  await orders.stop();
  await store?.exited;

  const took = await startServing(30_000);
  console.log(`served again ${took} ms after npm start, after a SIGKILL mid-order`);
  expect(fs.readFileSync(logPath, 'utf8')).not.toContain('already in use by process');
  await expectNothingLost(target.variantId, 'killed', orders.acknowledged);
});

test('killed hard three times in a row, a plain npm start serves again within 30 seconds each time', async () => {
  test.setTimeout(240_000);
  for (let kill = 1; kill <= 3; kill++) {
    killHard();
    await store?.exited;
    const took = await startServing(30_000);
    console.log(`kill ${kill}: served again ${took} ms after npm start`);
  }
});

test('its database stopped under load, the store starts it again and answers 200 within 15 seconds', async () => {
  test.setTimeout(120_000);
  const target = await buyable();
  const orders = buyers(target, 'database-stopped');
  await acknowledgedAtLeast(orders, 3, 30_000);

  const postmaster = serverProcess();
  if (!postmaster) throw new Error('no embedded PostgreSQL on the data folder');
  const stopped = Date.now();
  process.kill(postmaster, 'SIGINT'); // a fast shutdown, as a crash or an operator's mistake would
  // Started again by the store: another server holds the folder (the second or so between is the 503 page's).
  await expect.poll(() => serverProcess() ?? postmaster, { timeout: 15_000 }).not.toBe(postmaster);
  await expect
    .poll(
      () =>
        fetch(`${base}/en`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 15_000, intervals: [250] },
    )
    .toBe(200);
  console.log(`the store answered 200 again ${Date.now() - stopped} ms after its database stopped`);
  const before = orders.acknowledged.length;
  await expect.poll(() => orders.acknowledged.length, { timeout: 15_000 }).toBeGreaterThan(before);
  await orders.stop();
  expect(fs.readFileSync(logPath, 'utf8')).toContain('The embedded PostgreSQL is running again');
  await expectNothingLost(target.variantId, 'database-stopped', orders.acknowledged);
});
