import { Text, Timeline, TimelineItem } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useLocale, useTranslations } from 'next-intl';
import type { OrderDetail, OrderEventView } from '../queries';
import type { OrderStatus } from '../schemas';
import { NEXT_STATUS } from '../workflow';
import { orderDateText } from './order-text';

/** A step of the timeline: what happened (its event), or a step of the workflow still to come (no event). */
export type TimelineStep = { status: OrderStatus; event: OrderEventView | null };

/** The steps an order took, then, when asked, the workflow's steps still ahead of it. */
export function timelineSteps(
  order: Pick<OrderDetail, 'status' | 'events'>,
  withUpcoming: boolean,
): TimelineStep[] {
  const steps: TimelineStep[] = order.events.map((event) => ({ status: event.status, event }));
  if (!withUpcoming) return steps;
  const seen = new Set<OrderStatus>(steps.map((step) => step.status));
  for (let next = NEXT_STATUS[order.status]; next && !seen.has(next); next = NEXT_STATUS[next]) {
    steps.push({ status: next, event: null });
    seen.add(next);
  }
  return steps;
}

type Props = {
  order: Pick<OrderDetail, 'status' | 'events' | 'display'>;
  /** Who made each change (the admin's view). */
  withActors?: boolean;
  /** The steps still to come, marked "not yet" (the shopper's view: the admin has the next steps as buttons). */
  withUpcoming?: boolean;
};

/** The order's way through the workflow: the steps it took with their dates (and who took them), then those ahead. */
export function OrderTimeline({ order, withActors = false, withUpcoming = false }: Props) {
  const t = useTranslations('orders');
  const locale = useLocale();
  const steps = timelineSteps(order, withUpcoming);
  const done = order.events.length;
  // A cash-on-delivery order that waited: placed as it began to wait, then confirmed (cod-confirmation.ts).
  const waited = steps.some((step) => step.status === 'awaiting');
  const title = (status: OrderStatus) => {
    if (status === 'awaiting') return t('timeline.placed');
    if (status === 'pending') return t(waited ? 'timeline.codConfirmed' : 'timeline.placed');
    return t(`status.${status}`);
  };
  return (
    <Timeline active={done - 1} bulletSize={24} lineWidth={2} data-testid="order-timeline">
      {steps.map(({ status, event }, index) => (
        <TimelineItem
          // The workflow only moves forward: each status appears once.
          key={status}
          title={title(status)}
          color={status === 'cancelled' ? 'red' : undefined}
          bullet={
            event === null ? null : status === 'cancelled' ? (
              <IconX size={14} aria-hidden />
            ) : (
              <IconCheck size={14} aria-hidden />
            )
          }
          lineVariant={index >= done - 1 ? 'dashed' : 'solid'}
        >
          {withActors && event && (
            <Text size="xs" c="dimmed">
              {t('timeline.actor', { role: event.actorRole, name: event.actorName ?? '' })}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {event ? (
              <time dateTime={event.at.toISOString()}>
                {orderDateText(event.at, locale, order.display.timeZone)}
              </time>
            ) : (
              t('timeline.notYet')
            )}
          </Text>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
