import type { ReactNode } from 'react';
import controls from '@/components/controls.module.css';
import page from '@/components/page.module.css';
import { Link } from '@/i18n/navigation';
import classes from './orders.module.css';

type Props = { icon: ReactNode; title: string; text: string; browse: string };

/**
 * An empty cart, wishlist or order list: an icon, a heading, a line of text and the way on to the products
 * (`browse` is its label). Mantine's EmptyState in plain markup (these pages' first load carries no Mantine).
 */
export function EmptyBlock({ icon, title, text, browse }: Props) {
  return (
    <div className={page.empty}>
      <div className={classes.emptyIcon}>{icon}</div>
      <h2 className={classes.smallTitle}>{title}</h2>
      <p className={classes.dimmed}>{text}</p>
      <div className={classes.emptyActions}>
        <Link href="/products" className={`${controls.button} mantine-focus-auto`}>
          {browse}
        </Link>
      </div>
    </div>
  );
}
