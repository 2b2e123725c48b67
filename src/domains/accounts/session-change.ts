/**
 * better-auth replaces the session when two-factor sign-in is turned on or off: the old session ends (the live stream
 * hears it) before the answer carrying its successor's cookie arrives. A session check sent meanwhile, with the old
 * cookie, is answered with a cookie that deletes the session, and that answer could land after the new cookie and
 * sign the shopper out (the Arabic phone run, on a busy machine). While such a change is under way the live user
 * (components/live-user.tsx) does not ask.
 */
let changing = 0;

/** True while a request that replaces this browser's session is under way. */
export const sessionChanging = () => changing > 0;

/** Runs `work`, a request that replaces the session, with the live user's checks held until it has answered. */
export async function whileSessionChanges<T>(work: () => Promise<T>): Promise<T> {
  changing += 1;
  try {
    return await work();
  } finally {
    changing -= 1;
  }
}
