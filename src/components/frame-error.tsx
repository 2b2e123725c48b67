'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { StatusLink, StatusPage, statusButtonProps } from './status-page';

type Props = {
  error: Error & { digest?: string };
  reset: () => void;
  /** Where "back" goes: the store's home, the dashboard, the sign-in page. */
  back: { href: string; label: string };
  /** Outside every frame: the page is its own main landmark. */
  main?: boolean;
};

/**
 * What a frame shows when one of its pages fails: the frame stays (header, admin menu), the visitor can try again or
 * go back, and the reference is the digest the server logged with the error (instrumentation.ts), so the owner can
 * find it.
 */
export function FrameError({ error, reset, back, main }: Props) {
  const t = useTranslations('errors');
  const tc = useTranslations('common');
  useEffect(() => {
    // The browser's side of the story, for a developer looking at the console.
    console.error(error);
  }, [error]);
  return (
    <StatusPage
      main={main}
      title={t('errorTitle')}
      text={t('errorText')}
      action={
        <>
          <button type="button" onClick={reset} {...statusButtonProps()}>
            {tc('retry')}
          </button>
          <StatusLink href={back.href} variant="default">
            {back.label}
          </StatusLink>
        </>
      }
      note={
        error.digest && (
          <>
            {t('reference')} <span className="ltr-isolate">{error.digest}</span>
          </>
        )
      }
    />
  );
}
