import classes from './catalog.module.css';

type Props = { value: number; label: string; size?: number };

/** Five stars filled to `value` (0–5); `label` is the accessible text, e.g. "Rated 4.5 out of 5". */
export function RatingStars({ value, label, size = 14 }: Props) {
  const percent = Math.max(0, Math.min(100, (value / 5) * 100));
  return (
    <span
      className={classes.stars}
      role="img"
      aria-label={label}
      style={{ '--star-size': `${size}px` } as React.CSSProperties}
    >
      <span className={classes.starsFill} style={{ width: `${percent}%` }} />
    </span>
  );
}
