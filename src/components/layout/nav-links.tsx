'use client';

import { Link, usePathname } from '@/i18n/navigation';
import { NAV_ITEMS } from './nav-items';
import classes from './store-header.module.css';

type Props = { labels: Record<(typeof NAV_ITEMS)[number]['key'], string>; onNavigate?: () => void };

/** The navigation links, marking the current section (a link stays a plain link without JavaScript). */
export function NavLinks({ labels, onNavigate }: Props) {
  const pathname = usePathname();
  return NAV_ITEMS.map((item) => {
    const current = item.href === '/' ? pathname === '/' : pathname.startsWith(item.href);
    return (
      <Link
        key={item.key}
        href={item.href}
        className={classes.link}
        aria-current={current ? 'page' : undefined}
        onClick={onNavigate}
      >
        {labels[item.key]}
      </Link>
    );
  });
}
