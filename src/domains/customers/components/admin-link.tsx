'use client';

import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';

/**
 * A Mantine anchor that keeps the locale, for the customer's page (a server component cannot hand `Link` itself to a
 * client component as its `component`).
 */
export function AdminLink({ href, children, ...props }: AnchorProps & { href: string; children: ReactNode }) {
  return (
    <Anchor component={Link} href={href} {...props}>
      {children}
    </Anchor>
  );
}
