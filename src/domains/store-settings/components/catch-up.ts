// The open page's catching up with the owner's saves (live-store.tsx), apart from React so its timing can be tested.

type CatchUp = {
  /** Asks for the page re-rendered; answers when the settings were last saved, or null when the ask failed. */
  ask: () => Promise<string | null>;
  /** When the settings the page shows now were saved. */
  shown: () => string;
  /** Waits before asking again, given how many tries this save has had (longer each time, in the page). */
  pause: (tries: number) => Promise<void>;
  /** How often a save whose page has not arrived is asked for again. */
  maxTries: number;
};

/**
 * What to call when a save is announced. Saves in quick succession fold into one more ask; a page still behind the
 * newest save, or whose ask failed (a busy instance), is asked for again after a pause, up to `maxTries` times for
 * each save (a second save announced while the first was still awaited once had only the tries the first had left,
 * and a failed ask once ended the catching up: either way the page could stay behind).
 */
export function catchUpWithSaves({ ask, shown, pause, maxTries }: CatchUp): () => Promise<void> {
  let running = false;
  let again = false;
  let tries = 0;
  return async () => {
    tries = 0;
    if (running) {
      again = true;
      return;
    }
    running = true;
    do {
      again = false;
      const saved = await ask();
      if (saved !== shown() && tries < maxTries) {
        // The new page has not arrived (yet): give it a moment, then ask again if it still has not.
        await pause(tries);
        if (saved === null || shown() !== saved) {
          tries += 1;
          again = true;
        }
      }
    } while (again);
    running = false;
  };
}
