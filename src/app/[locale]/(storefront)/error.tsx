'use client';

import { useTranslations } from 'next-intl';
import { FrameError } from '@/components/frame-error';

// A storefront page failed: the header and footer stay, with a way home.
export default function StorefrontError(props: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errors');
  return <FrameError {...props} back={{ href: '/', label: t('backHome') }} />;
}
