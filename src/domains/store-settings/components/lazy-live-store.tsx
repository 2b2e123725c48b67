'use client';

import dynamic from 'next/dynamic';

// The live settings' code (the stream, the action) is not part of any page's first load: it starts seconds after
// the page has settled anyway.
export const LazyLiveStore = dynamic(() => import('./live-store').then((m) => m.LiveStore), { ssr: false });
