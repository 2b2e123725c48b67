'use client';

import { useEffect, useRef } from 'react';
import { useRouter } from '@/i18n/navigation';
import { onLiveEvent } from '@/lib/live-events';
import { refreshStoreSettingsAction } from '../actions';
import { catchUpWithSaves } from './catch-up';

// Late enough that the page's own requests are done: a stream is a request that never ends, and tools that wait for
// a quiet network (Lighthouse, Playwright's `networkidle`) would wait for it.
const START_AFTER_MS = 5_000;
// A refresh whose page still shows an older save, or that failed, is asked for again after 1, 2, 4, 8 and 16 s: a
// busy instance has half a minute to catch up.
const RETRY_AFTER_MS = 1_000;
const MAX_TRIES = 5;

/**
 * Spec: "realtime subscription to storeSetting, runs on load". When the owner saves a setting, the open page shows
 * the new colours, logo, announcement and footer without a reload: this instance's cache is brought up to date,
 * and the page comes back re-rendered from it. Started once the page has settled (the first view never waits for it);
 * each time the stream opens, a save it did not hear is caught up on. Renders nothing.
 */
export function LiveStore({ shown }: { shown: string }) {
  // When the settings this page shows were saved; the page's re-render brings a newer one.
  const shownRef = useRef(shown);
  shownRef.current = shown;
  const router = useRouter();
  const routerRef = useRef(router);
  routerRef.current = router;
  useEffect(() => {
    let off: (() => void) | undefined;
    // The answer carries the page re-rendered when this instance's cache was behind (asking the router first could
    // be answered from the page cache before it has caught up); when only the page was behind, the router fetches it.
    const refresh = catchUpWithSaves({
      ask: () =>
        refreshStoreSettingsAction({})
          .then((result) => {
            if (!result.ok) return null;
            const { updatedAt, rerendered } = result.data;
            if (!rerendered && updatedAt !== shownRef.current) routerRef.current.refresh();
            return updatedAt;
          })
          .catch(() => null),
      shown: () => shownRef.current,
      pause: (tries) => new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS * 2 ** tries)),
      maxTries: MAX_TRIES,
    });
    const start = () => {
      off = onLiveEvent('store', (data) => {
        // As the stream opens it says when the settings were last saved: the same as shown, nothing was missed.
        const { updatedAt } = JSON.parse(data) as { updatedAt?: string };
        if (updatedAt !== shownRef.current) void refresh();
      });
    };
    const timer = setTimeout(start, START_AFTER_MS);
    return () => {
      clearTimeout(timer);
      off?.();
    };
  }, []);
  return null;
}
