'use client';

import { ActionIcon, Button, Group, Select, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { NumberField } from '@/components/form-kit/number-field';
import { joinFacts } from '@/lib/facts';
import { formatMoney, formatNumber } from '@/lib/money';
import type { VariantChoice } from '../queries';

/** A line as the owner's forms hold it: the variant, its label, and the quantity as typed. */
export type EditedLine = { variantId: number; label: string; quantity: number | string };

type Props<V extends { lines: EditedLine[] }> = {
  form: UseFormReturnType<V>;
  variants: readonly VariantChoice[];
  currency: string;
  /** Lines can be taken off with a button (the phone order); an order's edit sets 0 instead, kept for the record. */
  removable: boolean;
  disabled?: boolean;
};

/** A quantity as the action reads it: a number, or one the schema refuses on its field. */
export const quantityOf = (quantity: number | string) =>
  typeof quantity === 'number' ? quantity : quantity.trim() === '' ? -1 : Number(quantity);

/**
 * The order's lines as the owner sets them: each product with its quantity, and a product to add from those on
 * sale (its price and stock shown). Errors on a line (not enough stock, a product gone) show on its quantity.
 */
export function LinesEditor<V extends { lines: EditedLine[] }>({
  form,
  variants,
  currency,
  removable,
  disabled = false,
}: Props<V>) {
  const t = useTranslations('orderOwner.lines');
  const locale = useLocale();
  const [adding, setAdding] = useState<string | null>(null);
  const lines = form.getValues().lines;
  const taken = new Set(lines.map((line) => line.variantId));
  const data = variants
    .filter((v) => !taken.has(v.variantId))
    .map((v) => ({
      value: String(v.variantId),
      label: joinFacts(
        [
          v.label,
          formatMoney(v.price, currency, locale),
          t('inStock', { count: v.stock, n: formatNumber(v.stock, locale) }),
        ],
        locale,
      ),
    }));
  const errors = form.errors as Record<string, unknown>;
  const add = () => {
    const choice = variants.find((v) => String(v.variantId) === adding);
    if (!choice) return;
    form.insertListItem('lines', { variantId: choice.variantId, label: choice.label, quantity: 1 } as never);
    setAdding(null);
  };
  return (
    <Stack gap="xs">
      {lines.map((line, index) => (
        <Group key={line.variantId} gap="xs" align="flex-start" wrap="nowrap" data-testid="edited-line">
          <Text size="sm" style={{ flex: 1, minWidth: 0, paddingTop: 6 }} dir="auto">
            {line.label}
          </Text>
          <NumberField
            aria-label={t('quantityOf', { product: line.label })}
            allowDecimal={false}
            allowNegative={false}
            min={0}
            w={90}
            disabled={disabled}
            {...form.getInputProps(`lines.${index}.quantity`)}
            error={
              (errors[`lines.${index}.quantity`] as string | undefined) ??
              (errors[`lines.${index}`] as string | undefined)
            }
          />
          {removable && (
            <ActionIcon
              variant="subtle"
              color="red"
              mt={4}
              aria-label={t('remove', { product: line.label })}
              onClick={() => form.removeListItem('lines', index)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      ))}
      {typeof errors.lines === 'string' && (
        <Text size="sm" c="red" role="alert">
          {errors.lines}
        </Text>
      )}
      {!disabled && (
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Select
            label={t('product')}
            placeholder={t('pick')}
            data={data}
            value={adding}
            onChange={setAdding}
            searchable
            nothingFoundMessage={t('nothingFound')}
            style={{ flex: 1, minWidth: 0 }}
            comboboxProps={{ withinPortal: true }}
          />
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={add}
            disabled={!adding}
          >
            {t('add')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
