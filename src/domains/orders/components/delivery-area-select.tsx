'use client';

import { Select, Stack, Text } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useDisplayMoney } from '@/domains/store-settings/components/display-currency';
import type { DeliveryArea } from '@/domains/store-settings/schemas';
import { isolate } from './money';

type Props = {
  areas: readonly DeliveryArea[];
  currency: string;
  /** The chosen area's id as text (Mantine's Select value), or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  error?: ReactNode;
  /** The form's field name (checkout), so the browser and tests can find it. */
  name?: string;
};

/** What an area costs and how long it takes, in one line: "$5.00 · free from $200.00 · delivery in 1–3 days". */
export function useAreaFacts(currency: string) {
  const t = useTranslations('cartPage');
  const tt = useTranslations('orders.totals');
  const display = useDisplayMoney();
  const money = (amount: number) => isolate(display(amount, currency));
  return (area: DeliveryArea) =>
    [
      area.charge === 0 ? tt('deliveryFree') : money(area.charge),
      area.charge > 0 && area.freeFrom !== null ? t('areaFreeFrom', { amount: money(area.freeFrom) }) : null,
      area.minDays === area.maxDays
        ? t('areaDaysExact', { days: area.maxDays })
        : t('areaDays', { min: area.minDays, max: area.maxDays }),
    ]
      .filter(Boolean)
      .join(' · ');
}

/**
 * The delivery area picker (spec: the cart requires one): each option names the area in the page's language with
 * its charge, the amount from which it is free and the days it takes; the chosen one's facts show below.
 */
export function DeliveryAreaSelect({ areas, currency, value, onChange, onBlur, error, name }: Props) {
  const t = useTranslations('cartPage');
  const locale = useLocale();
  const facts = useAreaFacts(currency);
  const nameOf = (area: DeliveryArea) => (locale === 'ar' ? area.nameAr : area.nameEn);
  const byId = new Map(areas.map((area) => [String(area.id), area]));
  const chosen = value ? byId.get(value) : undefined;
  return (
    <Select
      name={name}
      label={t('area')}
      placeholder={t('areaPlaceholder')}
      data={areas.map((area) => ({ value: String(area.id), label: nameOf(area) }))}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      allowDeselect={false}
      withAsterisk
      leftSection={<IconTruckDelivery size={18} aria-hidden />}
      description={chosen ? facts(chosen) : t('areaHint')}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      renderOption={({ option }) => {
        const area = byId.get(option.value);
        return (
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {option.label}
            </Text>
            {area && (
              <Text size="xs" c="dimmed">
                {facts(area)}
              </Text>
            )}
          </Stack>
        );
      }}
    />
  );
}
