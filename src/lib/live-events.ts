// The page's one stream of live changes (GET /api/events): the store's settings for every visitor, the signed-in
// user's record for them. One EventSource per page, shared by whoever listens, so a page never holds two of the
// browser's few connections per host (six over HTTP/1.1) for the same stream.

type Listener = (data: string) => void;

/** Sent to listeners of this name when the server refused or dropped the stream for good (it is retried). */
export const LIVE_CLOSED = 'closed';

const RETRY_FIRST_MS = 5_000;
const RETRY_MAX_MS = 5 * 60_000;

const listeners = new Map<string, Set<Listener>>();
let source: EventSource | null = null;
let attached = new Set<string>();
let retry: ReturnType<typeof setTimeout> | undefined;
let delay = RETRY_FIRST_MS;
// The user this page believes is signed in: the stream names them, so the server can say when it is not so.
let believedUser: string | null = null;

const emit = (type: string, data: string) => {
  for (const listener of listeners.get(type) ?? []) listener(data);
};

function attach(type: string) {
  if (!source || attached.has(type) || type === LIVE_CLOSED) return;
  attached.add(type);
  source.addEventListener(type, (event) => emit(type, (event as MessageEvent<string>).data));
}

function open() {
  clearTimeout(retry);
  source?.close();
  source = new EventSource(
    believedUser ? `/api/events?as=${encodeURIComponent(believedUser)}` : '/api/events',
  );
  attached = new Set();
  for (const type of listeners.keys()) attach(type);
  const current = source;
  current.addEventListener('open', () => {
    delay = RETRY_FIRST_MS;
  });
  current.addEventListener('error', () => {
    // A dropped stream is retried by the browser; a refused one (503) ends it: try again later, less often.
    if (current.readyState !== EventSource.CLOSED || source !== current) return;
    emit(LIVE_CLOSED, '');
    retry = setTimeout(open, delay);
    delay = Math.min(delay * 2, RETRY_MAX_MS);
  });
}

function close() {
  clearTimeout(retry);
  source?.close();
  source = null;
}

/** Calls `listener` with each event of `type`'s data; opens the stream on first use. Returns the unsubscribe. */
export function onLiveEvent(type: string, listener: Listener): () => void {
  const set = listeners.get(type) ?? new Set();
  listeners.set(type, set.add(listener));
  if (source) attach(type);
  else open();
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(type);
    if (listeners.size === 0) close();
  };
}

/** Opens the stream again, as whoever the browser is now (a new session of the same user joins it). */
export function reopenLiveEvents(): void {
  if (source) open();
}

/**
 * The user the page shows as signed in, or null for a guest. A change reopens the stream as them: their events join
 * it, and a page that believes in a session the server no longer has is told `signed-out` at once.
 */
export function setLiveEventsUser(userId: string | null): void {
  if (userId === believedUser) return;
  believedUser = userId;
  reopenLiveEvents();
}
