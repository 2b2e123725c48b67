'use client';

import { NavigationProgress, nprogress } from '@mantine/nprogress';
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect } from 'react';

function ProgressDriver() {
  const pathname = usePathname();
  const searchParams = useSearchParams();

  // A route change has finished rendering.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because the route changed
  useEffect(() => {
    nprogress.complete();
  }, [pathname, searchParams]);

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
      nprogress.start();
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  return null;
}

/** The progress bar shown during route changes (spec section 2). */
export function RouteProgress() {
  return (
    <>
      <NavigationProgress size={3} />
      <Suspense>
        <ProgressDriver />
      </Suspense>
    </>
  );
}
