'use client';

import { NavigationProgress } from '@mantine/nprogress';
import { useTranslations } from 'next-intl';

/** The route progress bar, fetched on the first navigation (see RouteProgress). */
export function ProgressBar() {
  const t = useTranslations('common');
  return <NavigationProgress size={3} aria-label={t('loading')} />;
}
