'use client';

import { useTranslations } from 'next-intl';
import { FrameError } from '@/components/frame-error';

// A sign-in page failed: its frame stays, with a way back to logging in.
export default function AuthError(props: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errors');
  return <FrameError {...props} back={{ href: '/login', label: t('backToLogin') }} />;
}
