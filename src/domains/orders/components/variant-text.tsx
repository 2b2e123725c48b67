import { useLocale, useTranslations } from 'next-intl';
import { joinFacts } from '@/lib/facts';
import classes from './orders.module.css';

/** A line's colour and size ("Colour: Navy · Size: M"; lib/facts), or nothing when the variant has neither. */
export function VariantText({ color, size }: { color: string | null; size: string | null }) {
  const t = useTranslations('orders.line');
  const locale = useLocale();
  if (!color && !size) return null;
  return (
    <p className={classes.dimmed} data-size="xs">
      {joinFacts([color && t('color', { value: color }), size && t('size', { value: size })], locale)}
    </p>
  );
}
