'use client';

import { EmptyState } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { icon: ReactNode; title: string; text: string; action?: ReactNode };

/** An empty cart or order list: an icon, a heading, a line of text and the way on. */
export function EmptyBlock({ icon, title, text, action }: Props) {
  return (
    <EmptyState py="xl" icon={icon} withIndicatorBackground>
      <EmptyState.Title order={2}>{title}</EmptyState.Title>
      <EmptyState.Description>{text}</EmptyState.Description>
      {action && <EmptyState.Actions>{action}</EmptyState.Actions>}
    </EmptyState>
  );
}
