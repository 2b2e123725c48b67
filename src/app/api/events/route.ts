import { getAuth } from '@/domains/accounts/auth/server';
import { liveUserOfSession } from '@/domains/accounts/live-user';
import { readSettingsVersion } from '@/domains/store-settings/queries';
import { env } from '@/lib/env';
import { getRealtime } from '@/lib/realtime';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const HEARTBEAT_MS = 25_000; // below the idle timeouts of common proxies (nginx: 60 s)
const LISTEN_TIMEOUT_MS = 5_000;
const RETRY_MS = 5_000; // how long EventSource waits before reconnecting after a dropped stream
const NO_STORE = { 'Cache-Control': 'no-store' };
const STREAM_HEADERS = {
  // no-transform: Next's gzip (and proxies) would otherwise hold events back until a buffer fills.
  'Cache-Control': 'no-store, no-transform',
  'Content-Type': 'text/event-stream; charset=utf-8',
  Connection: 'keep-alive',
  'X-Accel-Buffering': 'no',
};

/**
 * Server-Sent Events (ARCHITECTURE.md, realtime), through whichever app instance made the change:
 * - for every visitor, `event: store` whenever the store's settings are saved (spec: realtime subscription to
 *   storeSetting), so open pages show the new colours, logo, announcement and footer; only that something
 *   changed travels, the page reads the settings itself. The first one, as the stream opens, carries when the
 *   settings were last saved (`{"updatedAt":…}`): a page that was not listening then (its stream was down, or not
 *   yet open) sees that it missed a save;
 * - for the signed-in user, `event: user` with their current record when the stream opens and whenever it changes
 *   (role, block, profile); `event: signed-out` when this session has ended or the user is blocked or deleted, and
 *   the stream closes (the page asks better-auth, then listens again as a guest or as the user's new session);
 * - at once, `event: signed-out` to a page that names a user (`?as=`) this request has no session of: its session
 *   ended while it was not listening (between two streams, or on another instance's watch).
 */
export async function GET(request: Request): Promise<Response> {
  const session = await getAuth().api.getSession({ headers: request.headers });
  const believed = new URL(request.url).searchParams.get('as');
  if (believed && believed !== session?.user.id)
    return new Response(`retry: ${RETRY_MS}\n\nevent: signed-out\ndata: {}\n\n`, { headers: STREAM_HEADERS });

  const realtime = getRealtime();
  const sessionId = session?.session.id;
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let closed = false;
  let heartbeat: NodeJS.Timeout | undefined;
  let reading = false;
  let readAgain = false;
  // The record last sent: an announcement that changed nothing the page shows (a late one from the sign-in, a
  // session's own update) sends nothing, so each event is a change.
  let sent = '';

  const write = (text: string) => {
    if (!closed) controller?.enqueue(encoder.encode(text));
  };
  const close = () => {
    if (closed) return;
    closed = true;
    unsubscribeUser();
    unsubscribeStore();
    clearInterval(heartbeat);
    request.signal.removeEventListener('abort', close);
    try {
      controller?.close();
    } catch {
      // already cancelled by the client
    }
  };
  // Reads the record after each announcement; announcements that arrive during a read are folded into one more.
  const push = async () => {
    if (!sessionId) return;
    if (reading) {
      readAgain = true;
      return;
    }
    reading = true;
    try {
      do {
        readAgain = false;
        const user = await liveUserOfSession(sessionId);
        if (closed) return;
        if (!user) {
          write('event: signed-out\ndata: {}\n\n');
          close();
          return;
        }
        const record = JSON.stringify(user);
        if (record !== sent) write(`event: user\ndata: ${record}\n\n`);
        sent = record;
      } while (readAgain && !closed);
    } catch {
      close(); // the database is unreachable: the client reconnects after RETRY_MS and reads afresh
    } finally {
      reading = false;
    }
  };

  const unsubscribeUser = session
    ? realtime.subscribe(`user:${session.user.id}`, () => void push())
    : () => {};
  const unsubscribeStore = realtime.subscribe(`store:${env.STORE_ID}`, () =>
    write('event: store\ndata: {}\n\n'),
  );
  const listening = await Promise.race([
    realtime.listening().then(() => true),
    new Promise<false>((resolve) => setTimeout(resolve, LISTEN_TIMEOUT_MS, false)),
  ]);
  // Read once listening: a save after it is announced, one before it is in the version.
  const version = listening ? await readSettingsVersion().catch(() => null) : null;
  if (!version || request.signal.aborted) {
    closed = true;
    unsubscribeUser();
    unsubscribeStore();
    return Response.json({ error: 'unavailable' }, { status: 503, headers: NO_STORE });
  }

  const stream = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
      write(`retry: ${RETRY_MS}\n\n`);
      write(`event: store\ndata: ${JSON.stringify({ updatedAt: version })}\n\n`);
      heartbeat = setInterval(() => write(': keep-alive\n\n'), HEARTBEAT_MS);
      request.signal.addEventListener('abort', close);
      void push();
    },
    cancel: close,
  });
  return new Response(stream, { headers: STREAM_HEADERS });
}
