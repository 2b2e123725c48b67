import { IconMessage } from '@tabler/icons-react';
import { useLocale, useTranslations } from 'next-intl';
import { pageCodeText } from '@/components/page-code';
import type { OrderDetail } from '../queries';
import { orderDateText } from './order-text';
import classes from './orders.module.css';

type Props = {
  order: Pick<OrderDetail, 'status' | 'confirmChannel' | 'confirmDueAt' | 'phone' | 'whatsapp' | 'display'>;
};

/**
 * A cash-on-delivery order waiting for its shopper's confirmation (cod-confirmation.ts): where the link went, and
 * by when to confirm. Nothing for any other order. Plain markup: the confirmed page carries no Mantine.
 */
export function CodConfirmationNotice({ order }: Props) {
  const t = useTranslations('codConfirmation.notice');
  const locale = useLocale();
  if (order.status !== 'awaiting' || !order.confirmDueAt) return null;
  const whatsapp = order.confirmChannel === 'whatsapp';
  const phone = whatsapp && order.whatsapp ? order.whatsapp : order.phone;
  return (
    <div className={classes.alert} data-color="yellow" data-testid="cod-confirmation-notice">
      <IconMessage size={18} aria-hidden />
      <div className={classes.stack}>
        <p className={classes.text}>
          <strong>{t('title')}</strong>
        </p>
        <p className={classes.text}>
          {t('text', {
            channel: order.confirmChannel ?? 'sms',
            // Left-to-right isolated (U+2066 … U+2069) in the page's digits, so they keep their order in Arabic.
            phone: `\u2066${pageCodeText(phone, locale)}\u2069`,
            due: orderDateText(order.confirmDueAt, locale, order.display.timeZone),
          })}
        </p>
      </div>
    </div>
  );
}
