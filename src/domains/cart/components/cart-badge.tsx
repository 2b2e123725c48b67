'use client';

import { IconShoppingBag } from '@tabler/icons-react';
import { useLocale, useTranslations } from 'next-intl';
import controls from '@/components/controls.module.css';
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
    <span className={controls.indicatorRoot} data-testid="cart-count" data-count={count}>
      <Link
        href="/cart"
        className={`${controls.iconButton} mantine-focus-auto`}
        aria-label={t('cartWithCount', { count, n })}
      >
        <IconShoppingBag size={20} aria-hidden />
      </Link>
      {count > 0 && (
        <span className={controls.indicator} aria-hidden>
          {n}
        </span>
      )}
    </span>
  );
}
