'use client';

import { useTranslations } from 'next-intl';
import { FrameError } from '@/components/frame-error';

// An admin page failed: the admin shell stays, with a way back to the dashboard.
export default function AdminError(props: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errors');
  return <FrameError {...props} back={{ href: '/admin/dashboard', label: t('backToDashboard') }} />;
}
