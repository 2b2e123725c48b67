import 'server-only';
import { EventEmitter } from 'node:events';
import { Client } from 'pg';
import { z } from 'zod';
import { requireDatabaseUrl } from './env';

/**
 * Realtime fan-out (ARCHITECTURE.md): the database announces changes on one channel (drizzle/0003 sends
 * `{"type":"user","id":…}`); each app instance keeps ONE connection listening to it and hands every notification
 * to the subscribers of its topic (`<type>:<id>`, e.g. `user:42`) inside the process. Instances share nothing
 * else, so a change made through any of them reaches the open pages of all of them.
 */
export const REALTIME_CHANNEL = 'wishah_events';

/** How the listening connection names itself in `pg_stat_activity`. */
export const REALTIME_APPLICATION_NAME = 'wishah-realtime';

const notificationSchema = z.object({ type: z.string().min(1), id: z.string().min(1) });
/** One announced change: what kind of record, and which one. Only ids travel; readers load the record. */
export type RealtimeEvent = z.infer<typeof notificationSchema>;
export type RealtimeListener = (event: RealtimeEvent) => void;

/** The topic a record's subscribers listen on. */
export const topicOf = (event: RealtimeEvent) => `${event.type}:${event.id}`;

const eventOfTopic = (topic: string): RealtimeEvent => {
  const at = topic.indexOf(':');
  return { type: topic.slice(0, at), id: topic.slice(at + 1) };
};

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;

export type Realtime = {
  /** Calls `listener` for each change on `topic`; returns the unsubscribe. Opens the connection on first use. */
  subscribe(topic: string, listener: RealtimeListener): () => void;
  /** Resolves once the connection is listening (so no change made after it is missed). */
  listening(): Promise<void>;
  /** How many listeners `topic` has (for tests and health). */
  listenerCount(topic: string): number;
  /** Closes the connection and drops every subscriber. */
  close(): Promise<void>;
};

/**
 * A listener on `databaseUrl`. Its own `pg` client, not one from the pool: LISTEN belongs to a session, and a
 * pooled connection would be handed to other queries. When the connection drops it reconnects with growing
 * pauses; changes announced during the gap were not heard, so every subscriber is then told once about its
 * topic and re-reads what it shows.
 */
export function createRealtime(databaseUrl: string): Realtime {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0); // one per open page; not a leak
  let client: Client | undefined;
  let started = false;
  let closed = false;
  let retryMs = RETRY_FIRST_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  // Pending while not listening; callers waiting across a failed attempt are released by the next success.
  let ready!: Promise<void>;
  let markReady: (() => void) | undefined;
  const notReady = () => {
    if (markReady) return;
    ready = new Promise((resolve) => {
      markReady = resolve;
    });
  };
  const nowReady = () => {
    markReady?.();
    markReady = undefined;
  };
  notReady();

  const onNotification = (message: { channel: string; payload?: string }) => {
    if (message.channel !== REALTIME_CHANNEL || !message.payload) return;
    let payload: unknown;
    try {
      payload = JSON.parse(message.payload);
    } catch {
      return;
    }
    const event = notificationSchema.safeParse(payload);
    if (event.success) emitter.emit(topicOf(event.data), event.data);
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    notReady();
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect(true);
    }, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const connect = async (reconnecting: boolean) => {
    const next = new Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: 5_000,
      application_name: REALTIME_APPLICATION_NAME,
    });
    let dropped = false;
    const drop = () => {
      if (dropped) return;
      dropped = true;
      next.removeAllListeners('notification');
      next.end().catch(() => {});
      if (client === next) client = undefined;
      scheduleReconnect();
    };
    next.on('error', drop);
    next.on('end', drop);
    next.on('notification', onNotification);
    try {
      await next.connect();
      await next.query(`LISTEN ${REALTIME_CHANNEL}`);
    } catch {
      drop();
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    retryMs = RETRY_FIRST_MS;
    nowReady();
    if (reconnecting)
      for (const topic of emitter.eventNames()) emitter.emit(topic, eventOfTopic(String(topic)));
  };

  return {
    subscribe(topic, listener) {
      emitter.on(topic, listener);
      if (!started) {
        started = true;
        void connect(false);
      }
      return () => {
        emitter.off(topic, listener);
      };
    },
    listening: () => ready,
    listenerCount: (topic) => emitter.listenerCount(topic),
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      emitter.removeAllListeners();
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}

// One listener per process, kept across dev reloads.
const globalForRealtime = globalThis as unknown as { wishahRealtime?: Realtime };

/** This instance's listener on the app's database. */
export function getRealtime(): Realtime {
  globalForRealtime.wishahRealtime ??= createRealtime(requireDatabaseUrl());
  return globalForRealtime.wishahRealtime;
}
