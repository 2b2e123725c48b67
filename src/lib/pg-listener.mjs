// One connection LISTENing on a PostgreSQL channel, kept open across outages. Plain JavaScript: the app's realtime
// fan-out (realtime.ts) and the shared page cache (scripts/cache-handler.mjs, loaded by Next outside the bundle)
// both listen through it.
import pg from 'pg';

const RETRY_FIRST_MS = 500;
// At most this long between attempts, so a listener is back within seconds of its database.
const RETRY_MAX_MS = 4_000;

/**
 * Listens on `channel` with its own `pg` client, not one from a pool: LISTEN belongs to a session, and a pooled
 * connection would be handed to other queries. When the connection drops it reconnects with growing pauses.
 * `onListening(reconnected)` runs each time it listens, after LISTEN, so nothing committed after it is missed;
 * what was announced during a gap was not heard, so that is where a caller reads again. `onDropped` runs after
 * each failed or lost connection.
 */
export function createPgListener({
  databaseUrl,
  channel,
  applicationName,
  onNotification,
  onListening,
  onDropped,
}) {
  let client;
  let started = false;
  let closed = false;
  let retryMs = RETRY_FIRST_MS;
  let retryTimer;

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect(true);
    }, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const connect = async (reconnected) => {
    const next = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: 5_000,
      application_name: applicationName,
    });
    let dropped = false;
    const drop = () => {
      if (dropped) return;
      dropped = true;
      next.removeAllListeners('notification');
      next.end().catch(() => {});
      if (client === next) client = undefined;
      onDropped?.();
      scheduleReconnect();
    };
    next.on('error', drop);
    next.on('end', drop);
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) onNotification(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      await onListening?.(next, reconnected);
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
  };

  return {
    /** Opens the connection; later calls do nothing. */
    start() {
      if (started) return;
      started = true;
      void connect(false);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
