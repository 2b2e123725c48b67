import type { ReactNode } from 'react';
import page from '@/components/page.module.css';
import classes from './orders.module.css';

type Props = { icon: ReactNode; title: string; text: string; action?: ReactNode };

/**
 * An empty cart or order list: an icon, a heading, a line of text and the way on. Mantine's EmptyState in plain
 * markup (the cart is a storefront page whose first load carries no Mantine component).
 */
export function EmptyBlock({ icon, title, text, action }: Props) {
  return (
    <div className={page.empty}>
      <div className={classes.emptyIcon}>{icon}</div>
      <h2 className={classes.smallTitle}>{title}</h2>
      <p className={classes.dimmed}>{text}</p>
      {action && <div className={classes.emptyActions}>{action}</div>}
    </div>
  );
}
