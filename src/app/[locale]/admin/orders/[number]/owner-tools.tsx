import { EditOrder } from '@/domains/orders/owner/components/edit-order';
import { OrderActivity } from '@/domains/orders/owner/components/order-activity';
import { listVariantChoices, readOrderActivity, readOrderForEdit } from '@/domains/orders/owner/queries';
import { EDITABLE_STATUSES } from '@/domains/orders/owner/schemas';
import type { OrderDetail } from '@/domains/orders/queries';
import { listDeliveryAreas } from '@/domains/store-settings/queries';
import type { Locale } from '@/i18n/routing';

type Props = {
  order: Pick<OrderDetail, 'number' | 'status' | 'paymentMethod' | 'currency' | 'display'>;
  locale: Locale;
};

/** "Edit order" for an order that has not shipped (nothing once it has). */
export async function OwnerOrderTools({ order, locale, numberLabel }: Props & { numberLabel: string }) {
  if (!(EDITABLE_STATUSES as readonly string[]).includes(order.status)) return null;
  const [edit, activity, areas, variants] = await Promise.all([
    readOrderForEdit(order.number, locale),
    readOrderActivity(order.number),
    listDeliveryAreas(),
    listVariantChoices(locale),
  ]);
  if (!edit || !activity) return null;
  return (
    <EditOrder
      number={order.number}
      numberLabel={numberLabel}
      version={activity.version}
      currency={order.currency}
      addressOnly={order.paymentMethod === 'card'}
      lines={edit.lines}
      areas={areas
        .filter((a) => a.active || a.id === edit.deliveryAreaId)
        .map((a) => ({ id: a.id, name: locale === 'ar' ? a.nameAr : a.nameEn }))}
      deliveryAreaId={edit.deliveryAreaId}
      address={edit.address}
      variants={variants}
    />
  );
}

/** The order's timeline for the staff, with their notes and edits, and the form that adds a note. */
export async function OwnerOrderToolsActivity({ order, locale }: Props) {
  const activity = await readOrderActivity(order.number);
  if (!activity) return null;
  return (
    <OrderActivity
      number={order.number}
      activity={activity}
      locale={locale}
      timeZone={order.display.timeZone}
    />
  );
}
