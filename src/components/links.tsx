'use client';

import { Anchor, type AnchorProps, Button, type ButtonProps, Card, type CardProps } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from '@/i18n/navigation';

// Mantine's `component={Link}` passes a function, which server components cannot hand to the client.
// These locale-aware links do it on the client side, so server components can use them directly.

type Href = ComponentProps<typeof Link>['href'];
type LinkProps = { href: Href; children?: ReactNode; 'aria-label'?: string };

export function ButtonLink(props: ButtonProps & LinkProps) {
  return <Button component={Link} {...props} />;
}

export function AnchorLink(props: AnchorProps & LinkProps) {
  return <Anchor component={Link} {...props} />;
}

export function CardLink(props: CardProps & LinkProps) {
  return <Card component={Link} {...props} />;
}
