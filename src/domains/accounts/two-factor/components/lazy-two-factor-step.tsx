'use client';

import { lazy, Suspense } from 'react';

const TwoFactorStep = lazy(() => import('./two-factor-step').then((m) => ({ default: m.TwoFactorStep })));

/**
 * The sign-in's second step, loaded when an account asks for it: the sign-in pages' first load carries none of it
 * (its code check brought all of zod, 87 KB, onto every sign-in page).
 */
export function LazyTwoFactorStep({ onDone }: { onDone: () => void }) {
  return (
    <Suspense fallback={null}>
      <TwoFactorStep onDone={onDone} />
    </Suspense>
  );
}
