'use client';

import { nprogress, nprogressStore } from '@mantine/nprogress';
import { usePathname, useSearchParams } from 'next/navigation';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { MAIN_ID } from './skip-link';

// The bar (a portal and Mantine's Progress) is fetched on the first navigation, not with every page. The store is
// set up here, as NavigationProgress would, so the bar mounted late continues the progress already started instead
// of resetting it.
nprogressStore.initialize({
  mounted: false,
  progress: 0,
  interval: -1,
  step: 1,
  stepInterval: 500,
  timeouts: [],
});
const ProgressBar = lazy(() => import('./progress-bar').then((m) => ({ default: m.ProgressBar })));

function ProgressDriver({ onStart }: { onStart: () => void }) {
  const pathname = usePathname();
  const searchParams = useSearchParams();

  // A route change has finished rendering.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because the route changed
  useEffect(() => {
    nprogress.complete();
  }, [pathname, searchParams]);

  // The link or button that led here is gone with the old page, and the next Tab would start from where it was (the
  // footer, after the cart's checkout button): focus goes to the new page's main landmark, as the skip link sends it.
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [pathname]);

  // The App Router has no "navigation started" event: start on clicks on internal links.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const anchor = (event.target as Element | null)?.closest('a');
      if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      onStart();
      nprogress.start();
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [onStart]);

  return null;
}

/** The progress bar shown during route changes (spec section 2). */
export function RouteProgress() {
  const [used, setUsed] = useState(false);
  const onStart = useCallback(() => setUsed(true), []);
  return (
    <>
      <Suspense>{used && <ProgressBar />}</Suspense>
      <Suspense>
        <ProgressDriver onStart={onStart} />
      </Suspense>
    </>
  );
}
