'use client';

import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { formatNumber } from '@/lib/money';
import { useCartCount } from '../cart-store';

/** The header's cart link with the number of items (read from the browser, so it is never in a shared cache). */
export function CartBadge() {
  const t = useTranslations('header');
  const locale = useLocale();
  const count = useCartCount();
  const n = formatNumber(count, locale);
  return (
    <Indicator
      label={n}
      size={18}
      disabled={count === 0}
      offset={4}
      inline
      data-testid="cart-count"
      data-count={count}
    >
      <ActionIcon
        component={Link}
        href="/cart"
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={t('cartWithCount', { count, n })}
      >
        <IconShoppingBag size={20} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}
