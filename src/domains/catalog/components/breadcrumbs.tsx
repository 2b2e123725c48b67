import { Link } from '@/i18n/navigation';
import classes from './catalog.module.css';

type Props = { label: string; items: { name: string; href?: string }[] };

/** A breadcrumb trail; the last item is the current page. */
export function Breadcrumbs({ label, items }: Props) {
  return (
    <nav aria-label={label} className={classes.breadcrumbs}>
      <ol>
        {items.map((item, index) => (
          <li key={item.href ?? item.name}>
            {item.href && index < items.length - 1 ? (
              <Link href={item.href}>{item.name}</Link>
            ) : (
              <span aria-current="page">{item.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
