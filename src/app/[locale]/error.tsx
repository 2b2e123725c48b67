'use client';

import { useTranslations } from 'next-intl';
import { FrameError } from '@/components/frame-error';

// A failure outside every frame (the root layout's own pages): the page is its own main landmark.
export default function ErrorPage(props: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errors');
  return <FrameError {...props} main back={{ href: '/', label: t('backHome') }} />;
}
