import { Badge, Group, Stack, Text, Timeline, TimelineItem } from '@mantine/core';
import { IconEdit, IconNote, IconPhone, IconReceipt, IconTimeline } from '@tabler/icons-react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { joinFacts } from '@/lib/facts';
import { isolate, moneyText } from '../../components/money';
import { OrderSection } from '../../components/order-facts';
import { orderDateText } from '../../components/order-text';
import type { OrderActivity as Activity, ActivityEntry, EditChanges } from '../queries';
import { NoteForm } from './note-form';

type Props = { number: number; activity: Activity; locale: Locale; timeZone: string };

/**
 * The order's whole story for the staff, oldest first: placed (and by whom, for an order taken by phone), each
 * status, each payment and refund, each edit with what it changed, and the staff's notes, with the form that adds
 * one. None of it is shown to the shopper.
 */
export async function OrderActivity({ number, activity, locale, timeZone }: Props) {
  const t = await getTranslations({ locale, namespace: 'orderOwner.activity' });
  const to = await getTranslations({ locale, namespace: 'orders' });
  const tp = await getTranslations({ locale, namespace: 'adminOrders.payment' });
  const te = await getTranslations({ locale, namespace: 'orderOwner.changes' });
  const ar = locale === 'ar';

  const editLines = (changes: EditChanges) =>
    [
      ...changes.lines.map((line) => {
        const product = isolate(ar ? line.nameAr : line.nameEn);
        if (line.from === 0) return te('lineAdded', { product, to: line.to });
        if (line.to === 0) return te('lineRemoved', { product });
        return te('lineChanged', { product, from: line.from, to: line.to });
      }),
      changes.area &&
        te('area', {
          from: isolate(ar ? changes.area.fromAr : changes.area.fromEn),
          to: isolate(ar ? changes.area.toAr : changes.area.toEn),
        }),
      changes.address && te('address', { to: isolate(changes.address.to) }),
      changes.total &&
        te('total', {
          from: isolate(moneyText(changes.total.from, changes.total.currency, locale)),
          to: isolate(moneyText(changes.total.to, changes.total.currency, locale)),
        }),
    ].filter((line): line is string => Boolean(line));

  // A cash-on-delivery order that waited: placed as it began to wait, then confirmed (cod-confirmation.ts).
  const waited = activity.entries.some((e) => e.type === 'status' && e.status === 'awaiting');
  const title = (entry: ActivityEntry) => {
    switch (entry.type) {
      case 'status':
        if (entry.status === 'awaiting') return to('timeline.placed');
        if (entry.status === 'pending') return to(waited ? 'timeline.codConfirmed' : 'timeline.placed');
        return to(`status.${entry.status}`);
      case 'payment':
        return joinFacts(
          [
            tp(`kind.${entry.kind}`),
            moneyText(entry.amount, entry.currency, locale),
            tp(`state.${entry.state as 'pending'}`),
          ],
          locale,
        );
      case 'note':
        return t('note');
      case 'edit':
        return t('edit');
    }
  };
  const icon = (entry: ActivityEntry) =>
    entry.type === 'note' ? (
      <IconNote size={14} aria-hidden />
    ) : entry.type === 'edit' ? (
      <IconEdit size={14} aria-hidden />
    ) : entry.type === 'payment' ? (
      <IconReceipt size={14} aria-hidden />
    ) : (
      <IconTimeline size={14} aria-hidden />
    );

  return (
    <OrderSection title={t('title')}>
      <Stack gap="md" data-testid="order-activity">
        {activity.channel === 'phone' && (
          <Group gap="xs">
            <Badge color="grape" variant="light" leftSection={<IconPhone size={12} aria-hidden />}>
              {t('phoneOrder')}
            </Badge>
            {activity.enteredBy && (
              <Text size="sm" c="dimmed">
                {t('enteredBy', { name: isolate(activity.enteredBy) })}
              </Text>
            )}
          </Group>
        )}
        <Timeline active={activity.entries.length - 1} bulletSize={24} lineWidth={2}>
          {activity.entries.map((entry) => (
            <TimelineItem
              key={entry.id}
              title={title(entry)}
              bullet={icon(entry)}
              data-type={entry.type}
              color={entry.type === 'note' ? 'yellow' : entry.type === 'edit' ? 'grape' : undefined}
            >
              {entry.type === 'note' && (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} dir="auto">
                  {entry.body}
                </Text>
              )}
              {entry.type === 'edit' &&
                editLines(entry.changes).map((line) => (
                  <Text size="sm" key={line}>
                    {line}
                  </Text>
                ))}
              {entry.who && (
                <Text size="xs" c="dimmed">
                  {t('by', { name: isolate(entry.who) })}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                <time dateTime={entry.at.toISOString()}>{orderDateText(entry.at, locale, timeZone)}</time>
              </Text>
            </TimelineItem>
          ))}
        </Timeline>
        <NoteForm number={number} />
      </Stack>
    </OrderSection>
  );
}
