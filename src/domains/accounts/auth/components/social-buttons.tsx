'use client';

import { Alert, Button, Divider, Stack } from '@mantine/core';
import { IconBrandApple, IconBrandFacebook, IconBrandGoogle, IconId } from '@tabler/icons-react';
import { useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useState } from 'react';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { safeReturnPath } from '../../return-path';
import { loadAuthClient } from '../lazy-client';
import { useSignInMethodName, useSocialSignIns } from './social-sign-ins';
import { useReturnParam } from './use-auth-error';

const ICONS: Record<string, ReactNode> = {
  google: <IconBrandGoogle size={18} aria-hidden />,
  apple: <IconBrandApple size={18} aria-hidden />,
  facebook: <IconBrandFacebook size={18} aria-hidden />,
};

/** The `?error=` better-auth puts on the login page when a provider's sign-in fails, read after hydration. */
function useProviderError(): string | undefined {
  const [error, setError] = useState<string>();
  useEffect(() => {
    setError(new URLSearchParams(window.location.search).get('error') ?? undefined);
  }, []);
  return error;
}

/** "Continue with Google" and the like, one per provider switched on; nothing when there is none. */
export function SocialButtons() {
  const providers = useSocialSignIns();
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const methodName = useSignInMethodName();
  const next = useReturnParam();
  const providerError = useProviderError();
  const [pending, setPending] = useState<string>();
  const [failed, setFailed] = useState<string>();
  if (!providers.length) return null;

  const errorKey = (code: string) => {
    for (const key of [`social.errors.${code}`, `auth.errors.${code}`]) {
      if (t.has(key as Parameters<typeof t>[0])) return key as Parameters<typeof t>[0];
    }
    return 'social.errors.default';
  };
  const message = failed ?? (providerError ? t(errorKey(providerError)) : undefined);

  const signIn = async (provider: string) => {
    setPending(provider);
    setFailed(undefined);
    const returnTo = safeReturnPath(next);
    const authClient = await loadAuthClient();
    const { error } = await authClient.signIn.social({
      provider,
      callbackURL: getPathname({ href: returnTo, locale }),
      errorCallbackURL: getPathname({
        href: { pathname: '/login', query: next ? { next: returnTo } : {} },
        locale,
      }),
    });
    // On success the browser is already on its way to the provider.
    if (error) {
      setPending(undefined);
      setFailed(t(error.status === 429 ? 'auth.errors.TOO_MANY_REQUESTS' : 'social.errors.default'));
    }
  };

  return (
    <Stack gap="sm">
      <Divider label={t('auth.or')} />
      {message && (
        <Alert color="red" role="alert">
          {message}
        </Alert>
      )}
      {providers.map((provider) => (
        <Button
          key={provider.id}
          variant="default"
          fullWidth
          leftSection={ICONS[provider.id] ?? <IconId size={18} aria-hidden />}
          loading={pending === provider.id}
          disabled={pending !== undefined && pending !== provider.id}
          onClick={() => signIn(provider.id)}
        >
          {t('social.continueWith', { provider: methodName(provider.id) })}
        </Button>
      ))}
    </Stack>
  );
}
