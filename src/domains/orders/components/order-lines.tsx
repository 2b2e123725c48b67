import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { joinFacts } from '@/lib/facts';
import { formatNumber } from '@/lib/money';
import type { OrderDetail, OrderLineView } from '../queries';
import { LineThumb } from './line-thumb';
import { moneyText } from './money';
import { OrderTotals } from './order-totals';
import classes from './orders.module.css';
import { VariantText } from './variant-text';

type LineRowProps = {
  /** The product's photo (LineThumb), or nothing. */
  thumb: ReactNode;
  /** At the end of the line (an amount). */
  end?: ReactNode;
  testId: string;
  children: ReactNode;
};

/** A checkout or order line: the product's photo at the start, what is said of it beside, an amount at the end. */
export function LineRow({ thumb, end, testId, children }: LineRowProps) {
  return (
    <li className={classes.lineRow} data-testid={testId}>
      {thumb}
      <div className={classes.lineBody}>{children}</div>
      {end}
    </li>
  );
}

type LineOptions = {
  /** Each name links to its product's storefront page while the product exists (the shopper's pages). */
  linkProducts?: boolean;
  /** The variant's SKU under its name (the admin's pages, for picking and packing). */
  withSku?: boolean;
  /** The product's photo (not on the printed invoice). */
  withImages?: boolean;
};

type Props = LineOptions & { lines: OrderLineView[]; currency: string };

/**
 * An order's products as they were sold (names, colours and sizes in the page's language, the price paid): the one
 * list of the shopper's order pages, the admin's order and its invoice.
 */
export function OrderLines({
  lines,
  currency,
  linkProducts = false,
  withSku = false,
  withImages = true,
}: Props) {
  const t = useTranslations('orders.line');
  const locale = useLocale();
  const ar = locale === 'ar';
  return (
    <ul className={`${classes.lines} ${classes.stack}`} data-gap="md" data-testid="order-lines">
      {lines.map((line) => {
        const name = ar ? line.nameAr : line.nameEn;
        return (
          // One line per variant in an order: its SKU names it.
          <LineRow
            key={line.sku}
            testId="order-line"
            thumb={withImages && <LineThumb image={line.image} size={64} />}
          >
            {linkProducts && line.productId !== null ? (
              <Link
                href={`/products/${ar ? line.slugAr : line.slugEn}`}
                className={`${classes.lineName} mantine-focus-auto`}
              >
                {name}
              </Link>
            ) : (
              <p className={classes.lineName}>{name}</p>
            )}
            <VariantText color={ar ? line.colorAr : line.colorEn} size={ar ? line.sizeAr : line.sizeEn} />
            {withSku && (
              <p className={classes.dimmed} data-size="xs">
                {t('sku')} <bdi dir="ltr">{line.sku}</bdi>
              </p>
            )}
            <div className={classes.lineFacts}>
              <p className={classes.dimmed}>
                {joinFacts(
                  [
                    `${t('quantity')}: ${formatNumber(line.quantity, locale)}`,
                    `${t('unitPrice')}: ${moneyText(line.unitPrice, currency, locale)}`,
                  ],
                  locale,
                )}
              </p>
              <p className={`${classes.text} ${classes.strong}`}>
                {moneyText(line.lineTotal, currency, locale)}
              </p>
            </div>
          </LineRow>
        );
      })}
    </ul>
  );
}

/** An order's lines with its totals under them (the confirmation page, the admin's order, the invoice). */
export function OrderItems({ order, ...options }: LineOptions & { order: OrderDetail }) {
  return (
    <div className={classes.stack} data-gap="md">
      <OrderLines lines={order.lines} currency={order.currency} {...options} />
      <div className={classes.itemsTotals}>
        <OrderTotals totals={order} pricing={order} withItemCount discountCode={order.discountCode} />
      </div>
    </div>
  );
}
