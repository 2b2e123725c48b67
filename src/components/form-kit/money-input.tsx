'use client';

import { Text } from '@mantine/core';
import { currencyDigits } from '@/lib/money';
import { NumberField, type NumberFieldProps } from './number-field';

/**
 * An amount typed in a currency's major units (`12.50`, `12.345` for KWD): as many decimals as the currency has, the
 * code at the start, never negative, digits left to right in Arabic pages too. The form turns it into minor units
 * (`toMinor`).
 */
export function MoneyInput({ currency, ...props }: NumberFieldProps & { currency: string }) {
  const digits = currencyDigits(currency);
  return (
    <NumberField
      decimalScale={digits}
      fixedDecimalScale={digits > 0}
      allowNegative={false}
      thousandSeparator=","
      min={0}
      hideControls
      leftSection={
        <Text size="xs" c="dimmed" fw={600}>
          {currency}
        </Text>
      }
      leftSectionWidth={48}
      {...props}
    />
  );
}
