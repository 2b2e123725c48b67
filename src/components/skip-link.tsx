import { useTranslations } from 'next-intl';

/** The id of each frame's main landmark, the skip link's target. */
export const MAIN_ID = 'main';

/**
 * The first focusable element of every frame: hidden until focused, it jumps past the header and menus to the
 * main landmark (focusable with tabIndex -1, so focus lands there and the next Tab continues inside it).
 */
export function SkipLink() {
  const t = useTranslations('common');
  return (
    <a href={`#${MAIN_ID}`} className="skip-link">
      {t('skipToContent')}
    </a>
  );
}
