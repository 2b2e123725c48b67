// Waits for what the job queue does a moment after the request that queued it (mail, SMS, a retry): seconds when
// the end-to-end build shares the machine (npm test runs the two side by side).

/** Calls `read` every 50 ms until it gives a value, for at most `timeout` ms; then fails naming `what`. */
export async function pollFor<T>(
  what: string,
  read: () => T | undefined | Promise<T | undefined>,
  timeout = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`waited ${timeout} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
