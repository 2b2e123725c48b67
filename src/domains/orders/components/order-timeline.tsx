'use client';

import { Text, Timeline, TimelineItem } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import type { OrderStatus } from '../schemas';

/** A step of the timeline: what happened and when (formatted by the page), or a step still to come (no date). */
export type TimelineStep = { status: OrderStatus; date: string | null };

/** The order's way through the workflow: the steps it took with their dates, then those still to come. */
export function OrderTimeline({ steps }: { steps: TimelineStep[] }) {
  const t = useTranslations('orders.status');
  const td = useTranslations('myOrders.details');
  const done = steps.filter((step) => step.date !== null).length;
  return (
    <Timeline active={done - 1} bulletSize={24} lineWidth={2}>
      {steps.map((step, index) => (
        <TimelineItem
          // The workflow only moves forward: each status appears once.
          key={step.status}
          title={t(step.status)}
          color={step.status === 'cancelled' ? 'red' : undefined}
          bullet={
            step.date === null ? null : step.status === 'cancelled' ? (
              <IconX size={14} aria-hidden />
            ) : (
              <IconCheck size={14} aria-hidden />
            )
          }
          lineVariant={index >= done - 1 ? 'dashed' : 'solid'}
        >
          <Text size="xs" c="dimmed">
            {step.date ?? td('notYet')}
          </Text>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
