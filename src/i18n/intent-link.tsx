'use client';

import { type ComponentProps, useState } from 'react';
import { LocaleLink } from './locale-navigation';

/**
 * The app's link: next-intl's, prefetching its page when the shopper shows intent (a pointer over it, a finger on it,
 * the keyboard's focus) rather than when it scrolls into view (docs/decisions/0029-prefetch-on-intent.md). A home
 * page's eight visible links were eight page renders on the server and their parsing on the phone's main thread, just
 * as the page became interactive. A link that sets `prefetch` itself keeps it.
 */
export function Link({
  prefetch,
  onPointerEnter,
  onTouchStart,
  onFocus,
  ...props
}: ComponentProps<typeof LocaleLink>) {
  const [intent, setIntent] = useState(false);
  return (
    <LocaleLink
      {...props}
      prefetch={prefetch ?? (intent ? null : false)}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        setIntent(true);
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        setIntent(true);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        setIntent(true);
      }}
    />
  );
}
