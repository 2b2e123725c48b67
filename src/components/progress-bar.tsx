'use client';

import '@mantine/nprogress/styles.layer.css';
import { NavigationProgress } from '@mantine/nprogress';
import { useTranslations } from 'next-intl';
import { MantineScope } from './mantine-scope';

/** The route progress bar, fetched on the first navigation (see RouteProgress). */
export function ProgressBar() {
  const t = useTranslations('common');
  return (
    <MantineScope>
      <NavigationProgress size={3} aria-label={t('loading')} />
    </MantineScope>
  );
}
