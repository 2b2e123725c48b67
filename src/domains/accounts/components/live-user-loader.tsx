'use client';

import dynamic from 'next/dynamic';

// Loaded after the page is interactive, in its own chunk: pages carry no extra script until then.
const LiveUser = dynamic(() => import('./live-user').then((m) => m.LiveUser), { ssr: false });

/** The signed-in user's live record (see live-user.tsx), for the root layout. */
export function LiveUserLoader() {
  return <LiveUser />;
}
