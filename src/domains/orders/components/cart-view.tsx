'use client';

import { useMounted } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import controls from '@/components/controls.module.css';
import { Glyph } from '@/components/glyph';
import {
  type CartLine,
  MAX_LINE_QUANTITY,
  removeFromCart,
  updateCartQuantity,
  useCart,
} from '@/domains/cart/cart-store';
import { useDisplayMoney } from '@/domains/store-settings/components/display-currency';
import type { DeliveryArea } from '@/domains/store-settings/schemas';
import { Link, useRouter } from '@/i18n/navigation';
import { joinFacts } from '@/lib/facts';
import { formatNumber } from '@/lib/money';
import type { QuotedLine } from '../queries';
import { EmptyCart, ProblemBadge, QuoteTotals, Skeleton, SummaryCard, useChosenArea } from './cart-summary';
import { DeliveryAreaSelect } from './delivery-area-select';
import { DiscountCodeBox, useDiscountCode } from './discount-code-box';
import { LineThumb } from './line-thumb';
import { isolate } from './money';
import classes from './orders.module.css';
import { overUnits, quotedLine, useCartQuote } from './use-cart-quote';
import { useQuoteRefresh } from './use-quote-refresh';
import { VariantText } from './variant-text';

type Props = { areas: DeliveryArea[]; currency: string };

/**
 * The cart page: the browser's lines priced by the server (current prices, stock, publication), quantities, the
 * delivery area the checkout needs, and the totals from the same quote the order will be priced with. Plain markup
 * in Mantine's looks (orders.module.css): the cart is a storefront page.
 */
export function CartView({ areas, currency }: Props) {
  const t = useTranslations('cartPage');
  const to = useTranslations('orders');
  const router = useRouter();
  const mounted = useMounted();
  const lines = useCart();
  const { areaId, choose } = useChosenArea(areas, null);
  const [areaError, setAreaError] = useState<string | null>(null);
  const [blocked, setBlocked] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  const discount = useDiscountCode();
  const cartQuote = useCartQuote(lines, areaId, mounted, null, discount.code);
  const { quote, failure, loading } = cartQuote;

  const notice = useQuoteRefresh(quote);

  if (!mounted) {
    return (
      <div className={classes.stack} aria-busy="true">
        <p className={classes.dimmed}>{t('loading')}</p>
        <Skeleton height={96} />
        <Skeleton height={96} />
      </div>
    );
  }

  if (!lines.length) return <EmptyCart />;

  const shownCurrency = quote?.currency ?? currency;
  const hasProblems = lines.some((line) => quotedLine(quote, line.variantId)?.problem);
  const tooMany = overUnits(quote, lines);

  const chooseArea = (value: string | null) => {
    choose(value);
    setAreaError(null);
  };

  const proceed = () => {
    if (!areaId) {
      setAreaError(to('deliveryAreaRequired'));
      summaryRef.current?.querySelector('select')?.focus();
      return;
    }
    if (hasProblems || tooMany) return setBlocked(true);
    router.push('/checkout');
  };

  const remove = (line: CartLine, name: string) => {
    removeFromCart(line.variantId);
    notifications.show({ message: t('removed', { name }) });
  };

  return (
    <div className={classes.cartGrid}>
      <div className={classes.stack}>
        {notice}
        <h2 className={controls.visuallyHidden}>{t('items')}</h2>
        <ul className={`${classes.lines} ${classes.stack}`}>
          {lines.map((line) => (
            <CartLineItem
              key={line.variantId}
              line={line}
              quoted={quotedLine(quote, line.variantId)}
              lineLimit={quote?.limits.lineQuantity ?? MAX_LINE_QUANTITY}
              currency={shownCurrency}
              onRemove={remove}
            />
          ))}
        </ul>
        <Link href="/products" className={`${controls.anchor} mantine-focus-auto`}>
          {t('continueShopping')}
        </Link>
      </div>
      <SummaryCard
        title={t('summary')}
        aside={loading && <span className={classes.loader} role="status" aria-label={t('updating')} />}
        ref={summaryRef}
      >
        <DeliveryAreaSelect
          areas={areas}
          currency={shownCurrency}
          value={areaId ? String(areaId) : null}
          onChange={chooseArea}
          error={areaError}
        />
        <DiscountCodeBox quote={quote} code={discount.code} onApply={discount.apply} />
        <QuoteTotals {...cartQuote} />
        {tooMany && (
          <div className={classes.alert} role="alert">
            <p className={classes.text}>{t('unitsLimit', { max: quote?.limits.orderUnits ?? 0 })}</p>
          </div>
        )}
        {blocked && hasProblems && (
          <div className={classes.alert} role="alert">
            <p className={classes.text}>{t('problemsBlock')}</p>
          </div>
        )}
        <button
          type="button"
          className={`${controls.button} mantine-focus-auto`}
          data-size="md"
          style={{ width: '100%' }}
          onClick={proceed}
          disabled={!!failure}
        >
          {t('checkout')}
        </button>
      </SummaryCard>
    </div>
  );
}

type LineProps = {
  line: CartLine;
  quoted: QuotedLine | undefined;
  /** The most of one item an order takes (the store's setting, from the quote). */
  lineLimit: number;
  currency: string;
  onRemove: (line: CartLine, name: string) => void;
};

/** One line: photo and name linking to the product, colour, size, unit price, quantity, line total, remove. */
function CartLineItem({ line, quoted, lineLimit, currency, onRemove }: LineProps) {
  const t = useTranslations('cartPage');
  const locale = useLocale();
  const display = useDisplayMoney(undefined, 'compact');
  const money = (amount: number) => isolate(display(amount, currency));
  const name = quoted?.name || line.name;
  const slug = quoted?.slug || line.slug;
  const price = quoted && !quoted.problem ? quoted.unitPrice : line.price;
  const color = quoted ? quoted.color : line.color;
  const size = quoted ? quoted.size : line.size;
  const problem = quoted?.problem ?? null;
  const stock = quoted ? quoted.stock : line.stock;
  const max = Math.max(1, Math.min(stock, MAX_LINE_QUANTITY, lineLimit));
  const atStockLimit = line.quantity >= max && stock < Math.min(MAX_LINE_QUANTITY, lineLimit);
  const href = `/products/${slug}`;
  // The line's buttons name its colour and size too: two sizes of one scarf are two lines a screen reader tells apart.
  const label = joinFacts([name, color, size], locale);

  return (
    <li className={classes.card} data-padding="sm" data-testid="cart-line" data-variant={line.variantId}>
      <div className={classes.lineRow}>
        <Link href={href} tabIndex={-1} aria-hidden>
          <LineThumb image={quoted?.image ?? line.image} />
        </Link>
        <div className={`${classes.lineBody} ${classes.stack}`} style={{ gap: 4 }}>
          <Link href={href} className={`${classes.lineName} mantine-focus-auto`}>
            {name}
          </Link>
          <VariantText color={color} size={size} />
          {problem ? (
            <ProblemBadge problem={problem} />
          ) : (
            <p className={classes.text}>{t('each', { price: money(price) })}</p>
          )}
          {!problem && (
            <div className={classes.lineFacts}>
              <fieldset className={classes.stepper} aria-label={t('quantityOf', { name: label })}>
                <button
                  type="button"
                  className={`${controls.iconButton} mantine-focus-auto`}
                  data-variant="default"
                  aria-label={t('decrease', { name: label })}
                  onClick={() => updateCartQuantity(line.variantId, line.quantity - 1)}
                  disabled={line.quantity <= 1}
                >
                  <Glyph name="minus" size={16} />
                </button>
                <output className={classes.quantity} aria-live="polite">
                  {formatNumber(line.quantity, locale)}
                </output>
                <button
                  type="button"
                  className={`${controls.iconButton} mantine-focus-auto`}
                  data-variant="default"
                  aria-label={t('increase', { name: label })}
                  onClick={() => updateCartQuantity(line.variantId, line.quantity + 1)}
                  disabled={line.quantity >= max}
                >
                  <Glyph name="plus" size={16} />
                </button>
              </fieldset>
              {quoted ? (
                // The server's unit price × the quantity shown now (a newer quote may be on its way).
                <span className={classes.strong}>{money(quoted.unitPrice * line.quantity)}</span>
              ) : (
                <Skeleton height={18} width={72} />
              )}
            </div>
          )}
          {!problem && atStockLimit && <p className={classes.warning}>{t('onlyLeft', { count: stock })}</p>}
          {!problem && line.quantity >= lineLimit && stock >= lineLimit && (
            <p className={classes.text}>{t('lineLimit', { max: lineLimit })}</p>
          )}
        </div>
        <button
          type="button"
          className={`${controls.iconButton} mantine-focus-auto`}
          data-color="red"
          aria-label={t('remove', { name: label })}
          onClick={() => onRemove(line, name)}
        >
          <Glyph name="trash" size={18} />
        </button>
      </div>
    </li>
  );
}
