import 'server-only';
import { EventEmitter } from 'node:events';
import { z } from 'zod';
import { requireDatabaseUrl } from './env';
import { createPgListener } from './pg-listener.mjs';

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
 * A listener on `databaseUrl` (pg-listener.mjs: its own connection, reconnecting with growing pauses). Changes
 * announced while the connection was lost were not heard, so every subscriber is then told once about its topic
 * and re-reads what it shows.
 */
export function createRealtime(databaseUrl: string): Realtime {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0); // one per open page; not a leak
  // Pending while not listening; callers waiting across a failed attempt are released by the next success.
  let ready!: Promise<void>;
  let markReady: (() => void) | undefined;
  const notReady = () => {
    if (markReady) return;
    ready = new Promise((resolve) => {
      markReady = resolve;
    });
  };
  notReady();

  const listener = createPgListener({
    databaseUrl,
    channel: REALTIME_CHANNEL,
    applicationName: REALTIME_APPLICATION_NAME,
    onNotification(text) {
      let payload: unknown;
      try {
        payload = JSON.parse(text);
      } catch {
        return;
      }
      const event = notificationSchema.safeParse(payload);
      if (event.success) emitter.emit(topicOf(event.data), event.data);
    },
    onListening(_client, reconnected) {
      markReady?.();
      markReady = undefined;
      if (reconnected)
        for (const topic of emitter.eventNames()) emitter.emit(topic, eventOfTopic(String(topic)));
    },
    onDropped: notReady,
  });

  return {
    subscribe(topic, subscriber) {
      emitter.on(topic, subscriber);
      listener.start();
      return () => {
        emitter.off(topic, subscriber);
      };
    },
    listening: () => ready,
    listenerCount: (topic) => emitter.listenerCount(topic),
    async close() {
      emitter.removeAllListeners();
      await listener.close();
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
