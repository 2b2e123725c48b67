import { Group, Stack, Text } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import { AnchorLink } from '@/components/links';
import { formatNumber } from '@/lib/money';
import type { OrderLineView } from '../queries';
import { LineThumb } from './line-thumb';
import { moneyText } from './money';
import classes from './orders.module.css';

type Props = { lines: OrderLineView[]; currency: string };

/**
 * An order's products as they were sold (names, colours and sizes in the page's language, the price paid), each
 * linking to its product while that still exists.
 */
export function OrderLines({ lines, currency }: Props) {
  const t = useTranslations('myOrders.details');
  const tc = useTranslations('cartPage');
  const locale = useLocale();
  const ar = locale === 'ar';
  return (
    <Stack component="ul" gap="md" className={classes.lines}>
      {lines.map((line) => {
        const name = ar ? line.nameAr : line.nameEn;
        const color = ar ? line.colorAr : line.colorEn;
        const size = ar ? line.sizeAr : line.sizeEn;
        return (
          // One line per variant in an order: its SKU names it.
          <Group
            component="li"
            key={line.sku}
            wrap="nowrap"
            align="flex-start"
            gap="sm"
            data-testid="order-line"
          >
            <LineThumb image={line.image} size={64} />
            <Stack gap={2} className={classes.lineBody}>
              {line.productId !== null ? (
                <AnchorLink
                  href={`/products/${ar ? line.slugAr : line.slugEn}`}
                  fw={600}
                  c="inherit"
                  className={classes.lineName}
                >
                  {name}
                </AnchorLink>
              ) : (
                <Text fw={600} className={classes.lineName}>
                  {name}
                </Text>
              )}
              {(color || size) && (
                <Text size="xs" c="dimmed">
                  {[color && tc('color', { value: color }), size && tc('size', { value: size })]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              )}
              <Group justify="space-between" align="baseline" gap="xs" wrap="wrap">
                <Text size="sm" c="dimmed">
                  {t('quantity')}: {formatNumber(line.quantity, locale)} · {t('unitPrice')}:{' '}
                  {moneyText(line.unitPrice, currency, locale)}
                </Text>
                <Text fw={600} size="sm">
                  {moneyText(line.lineTotal, currency, locale)}
                </Text>
              </Group>
            </Stack>
          </Group>
        );
      })}
    </Stack>
  );
}
