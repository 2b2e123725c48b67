import { useTranslations } from 'next-intl';
import classes from './orders.module.css';

/** A line's colour and size ("Colour: Navy · Size: M"), or nothing when the variant has neither. */
export function VariantText({ color, size }: { color: string | null; size: string | null }) {
  const t = useTranslations('orders.line');
  if (!color && !size) return null;
  return (
    <p className={classes.dimmed} data-size="xs">
      {[color && t('color', { value: color }), size && t('size', { value: size })]
        .filter(Boolean)
        .join(' · ')}
    </p>
  );
}
