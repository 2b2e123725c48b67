'use client';

import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  Grid,
  Group,
  Loader,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconMinus, IconPlus, IconTrash } from '@tabler/icons-react';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
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
import { formatNumber } from '@/lib/money';
import type { QuotedLine } from '../queries';
import { EmptyCart, ProblemBadge, QuoteTotals, SummaryCard, useChosenArea } from './cart-summary';
import { DeliveryAreaSelect } from './delivery-area-select';
import { LineThumb } from './line-thumb';
import { isolate } from './money';
import { VariantText } from './order-lines';
import classes from './orders.module.css';
import { quotedLine, useCartQuote } from './use-cart-quote';
import { useQuoteRefresh } from './use-quote-refresh';

type Props = { areas: DeliveryArea[]; currency: string };

/**
 * The cart page: the browser's lines priced by the server (current prices, stock, publication), quantities, the
 * delivery area the checkout needs, and the totals from the same quote the order will be priced with.
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

  const cartQuote = useCartQuote(lines, areaId, mounted);
  const { quote, failure, loading } = cartQuote;

  const notice = useQuoteRefresh(quote);

  if (!mounted) {
    return (
      <Stack gap="sm" aria-busy="true">
        <Text c="dimmed">{t('loading')}</Text>
        <Skeleton height={96} />
        <Skeleton height={96} />
      </Stack>
    );
  }

  if (!lines.length) return <EmptyCart />;

  const shownCurrency = quote?.currency ?? currency;
  const hasProblems = lines.some((line) => quotedLine(quote, line.variantId)?.problem);

  const chooseArea = (value: string | null) => {
    choose(value);
    setAreaError(null);
  };

  const proceed = () => {
    if (!areaId) {
      setAreaError(to('deliveryAreaRequired'));
      summaryRef.current?.querySelector('input')?.focus();
      return;
    }
    if (hasProblems) return setBlocked(true);
    router.push('/checkout');
  };

  const remove = (line: CartLine, name: string) => {
    removeFromCart(line.variantId);
    notifications.show({ message: t('removed', { name }) });
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
        <Stack gap="sm">
          {notice}
          <VisuallyHidden component="h2">{t('items')}</VisuallyHidden>
          <Stack component="ul" gap="sm" className={classes.lines}>
            {lines.map((line) => (
              <CartLineItem
                key={line.variantId}
                line={line}
                quoted={quotedLine(quote, line.variantId)}
                currency={shownCurrency}
                onRemove={remove}
              />
            ))}
          </Stack>
          <Anchor component={Link} href="/products" size="sm">
            {t('continueShopping')}
          </Anchor>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
        <SummaryCard
          title={t('summary')}
          aside={loading && <Loader size="xs" aria-label={t('updating')} />}
          ref={summaryRef}
        >
          <DeliveryAreaSelect
            areas={areas}
            currency={shownCurrency}
            value={areaId ? String(areaId) : null}
            onChange={chooseArea}
            error={areaError}
          />
          <QuoteTotals {...cartQuote} />
          {blocked && hasProblems && (
            <Alert color="red" role="alert">
              {t('problemsBlock')}
            </Alert>
          )}
          <Button size="md" fullWidth onClick={proceed} disabled={!!failure}>
            {t('checkout')}
          </Button>
        </SummaryCard>
      </Grid.Col>
    </Grid>
  );
}

type LineProps = {
  line: CartLine;
  quoted: QuotedLine | undefined;
  currency: string;
  onRemove: (line: CartLine, name: string) => void;
};

/** One line: photo and name linking to the product, colour, size, unit price, quantity, line total, remove. */
function CartLineItem({ line, quoted, currency, onRemove }: LineProps) {
  const t = useTranslations('cartPage');
  const locale = useLocale();
  const display = useDisplayMoney();
  const money = (amount: number) => isolate(display(amount, currency));
  const name = quoted?.name || line.name;
  const slug = quoted?.slug || line.slug;
  const price = quoted && !quoted.problem ? quoted.unitPrice : line.price;
  const color = quoted ? quoted.color : line.color;
  const size = quoted ? quoted.size : line.size;
  const problem = quoted?.problem ?? null;
  const stock = quoted ? quoted.stock : line.stock;
  const max = Math.max(1, Math.min(stock, MAX_LINE_QUANTITY));
  const atStockLimit = line.quantity >= max && stock < MAX_LINE_QUANTITY;
  const href = `/products/${slug}`;

  return (
    <Card component="li" withBorder padding="sm" data-testid="cart-line" data-variant={line.variantId}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Link href={href} tabIndex={-1} aria-hidden>
          <LineThumb image={quoted?.image ?? line.image} />
        </Link>
        <Stack gap={4} className={classes.lineBody}>
          <Anchor component={Link} href={href} fw={600} c="inherit" className={classes.lineName}>
            {name}
          </Anchor>
          <VariantText color={color} size={size} />
          {problem ? (
            <ProblemBadge problem={problem} />
          ) : (
            <Text size="sm">{t('each', { price: money(price) })}</Text>
          )}
          {!problem && (
            <Group justify="space-between" gap="xs" wrap="wrap" mt={4}>
              <Group gap={6} wrap="nowrap" role="group" aria-label={t('quantityOf', { name })}>
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={t('decrease', { name })}
                  onClick={() => updateCartQuantity(line.variantId, line.quantity - 1)}
                  disabled={line.quantity <= 1}
                >
                  <IconMinus size={16} aria-hidden />
                </ActionIcon>
                <output className={classes.quantity} aria-live="polite">
                  {formatNumber(line.quantity, locale)}
                </output>
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label={t('increase', { name })}
                  onClick={() => updateCartQuantity(line.variantId, line.quantity + 1)}
                  disabled={line.quantity >= max}
                >
                  <IconPlus size={16} aria-hidden />
                </ActionIcon>
              </Group>
              {quoted ? (
                // The server's unit price × the quantity shown now (a newer quote may be on its way).
                <Text fw={700}>{money(quoted.unitPrice * line.quantity)}</Text>
              ) : (
                <Skeleton height={18} width={72} />
              )}
            </Group>
          )}
          {!problem && atStockLimit && (
            <Text size="xs" c="orange">
              {t('onlyLeft', { count: stock })}
            </Text>
          )}
        </Stack>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={t('remove', { name })}
          onClick={() => onRemove(line, name)}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Card>
  );
}
