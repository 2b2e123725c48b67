import { Client } from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createRealtime,
  REALTIME_APPLICATION_NAME,
  REALTIME_CHANNEL,
  type Realtime,
  type RealtimeEvent,
} from './realtime';

const url = () => process.env.DATABASE_URL as string;
const opened: Realtime[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((r) => r.close()));
});

/** A listener as an app instance has one; closed after the test. */
function instance(): Realtime {
  const realtime = createRealtime(url());
  opened.push(realtime);
  return realtime;
}

/** Runs SQL on its own connection, as another instance or the admin's request would. */
async function onAnotherConnection(sql: string, values: unknown[] = []) {
  const client = new Client({ connectionString: url() });
  await client.connect();
  try {
    return await client.query(sql, values);
  } finally {
    await client.end();
  }
}

/** The next `count` events on `topic`. */
function nextEvents(realtime: Realtime, topic: string, count = 1): Promise<RealtimeEvent[]> {
  return new Promise((resolve) => {
    const events: RealtimeEvent[] = [];
    const unsubscribe = realtime.subscribe(topic, (event) => {
      events.push(event);
      if (events.length < count) return;
      unsubscribe();
      resolve(events);
    });
  });
}

async function createUser(id: string) {
  await onAnotherConnection(
    `insert into users (id, name, email) values ($1, 'Live Person', $1 || '@wishah.test')`,
    [id],
  );
}

describe('realtime', () => {
  it('hands a NOTIFY from another connection to the subscribers of its topic only', async () => {
    const realtime = instance();
    const received = nextEvents(realtime, 'user:u-1');
    const others: RealtimeEvent[] = [];
    realtime.subscribe('user:u-2', (event) => others.push(event));
    await realtime.listening();

    await onAnotherConnection(`select pg_notify($1, $2)`, [REALTIME_CHANNEL, 'not json']);
    await onAnotherConnection(`select pg_notify($1, $2)`, [REALTIME_CHANNEL, '{"type":"user"}']);
    await onAnotherConnection(`select pg_notify($1, $2)`, [REALTIME_CHANNEL, '{"type":"user","id":"u-1"}']);

    expect(await received).toEqual([{ type: 'user', id: 'u-1' }]);
    expect(others).toEqual([]);
  });

  it('reaches two instances on one database: a change to a user is announced to both', async () => {
    await createUser('two-instances');
    const first = instance();
    const second = instance();
    const atFirst = nextEvents(first, 'user:two-instances');
    const atSecond = nextEvents(second, 'user:two-instances');
    await Promise.all([first.listening(), second.listening()]);

    await onAnotherConnection(`update users set role = 'admin' where id = $1`, ['two-instances']);

    expect(await atFirst).toEqual([{ type: 'user', id: 'two-instances' }]);
    expect(await atSecond).toEqual([{ type: 'user', id: 'two-instances' }]);
  });

  it('unsubscribes', async () => {
    const realtime = instance();
    const unsubscribe = realtime.subscribe('user:gone', () => {});
    expect(realtime.listenerCount('user:gone')).toBe(1);
    unsubscribe();
    expect(realtime.listenerCount('user:gone')).toBe(0);
  });

  it('reconnects after losing its connection, tells each subscriber once, and hears later changes', async () => {
    await createUser('reconnects');
    const realtime = instance();
    const events: RealtimeEvent[] = [];
    realtime.subscribe('user:reconnects', (event) => events.push(event));
    await realtime.listening();

    const killed = await onAnotherConnection(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = $1 and datname = current_database()`,
      [REALTIME_APPLICATION_NAME],
    );
    expect(killed.rowCount).toBe(1);
    // Changes made while it was away were not heard: once listening again, it tells the subscriber to re-read.
    await vi.waitFor(() => expect(events).toEqual([{ type: 'user', id: 'reconnects' }]), { timeout: 5_000 });
    await realtime.listening();
    await onAnotherConnection(`delete from users where id = $1`, ['reconnects']);
    await vi.waitFor(() => expect(events).toHaveLength(2));
    expect(events[1]).toEqual({ type: 'user', id: 'reconnects' });
  });
});
