'use client';

import { lazy, Suspense, useEffect, useState } from 'react';

// The live settings' code (the stream, the action) is not part of any page's first load: it starts seconds after
// the page has settled anyway, so it is fetched once the page has hydrated.
const LiveStore = lazy(() => import('./live-store').then((m) => ({ default: m.LiveStore })));

export function LazyLiveStore({ shown }: { shown: string }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? (
    <Suspense>
      <LiveStore shown={shown} />
    </Suspense>
  ) : null;
}
