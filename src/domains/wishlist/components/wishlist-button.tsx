'use client';

import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';
import { type CSSProperties, useSyncExternalStore } from 'react';
import controls from '@/components/controls.module.css';
import { Glyph } from '@/components/glyph';
import { Link, usePathname, useRouter } from '@/i18n/navigation';
import { setWishlisted } from '../actions';

// The shopper's saved ids, shared by every heart on the page: read once from /api/wishlist (the pages themselves
// are cached and the same for everyone). `null` while unknown, `'guest'` when not signed in.
type State = Set<number> | 'guest' | null;
let state: State = null;
let requested = false;
const listeners = new Set<() => void>();
const setState = (next: State) => {
  state = next;
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!requested) {
    requested = true;
    fetch('/api/wishlist', { cache: 'no-store' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`wishlist ${response.status}`);
        const { signedIn, ids } = (await response.json()) as { signedIn: boolean; ids: number[] };
        setState(signedIn ? new Set(ids) : 'guest');
      })
      .catch(() => {
        requested = false;
      });
  }
  return () => {
    listeners.delete(listener);
    // Every heart gone (the page changed): read again on the next page, the shopper may have logged in.
    if (listeners.size === 0) {
      requested = false;
      state = null;
    }
  };
}

/** The 'Login First' notice's id: its link closes it, so it does not follow the shopper onto the login page. */
const LOGIN_FIRST_NOTICE = 'wishlist-login-first';

function LoginFirst({ returnTo }: { returnTo: string }) {
  const t = useTranslations('wishlist');
  return (
    <span>
      {t('loginFirstText')}{' '}
      <Link
        href={{ pathname: '/login', query: { next: returnTo } }}
        onClick={() => notifications.hide(LOGIN_FIRST_NOTICE)}
        className={`${controls.anchor} mantine-focus-auto`}
        style={{ textDecoration: 'underline' }}
      >
        {t('login')}
      </Link>
    </span>
  );
}

/**
 * The heart that saves a product to the wishlist. Guests are told 'Login First' with a link to log in that comes
 * back here; signed-in shoppers toggle it at once, and it rolls back if the server refuses.
 */
export function WishlistButton({
  productId,
  variant = 'icon',
}: {
  productId: number;
  variant?: 'icon' | 'remove';
}) {
  const t = useTranslations('wishlist');
  const te = useTranslations();
  const pathname = usePathname();
  const router = useRouter();
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => null,
  );
  const saved = current instanceof Set && current.has(productId);

  const loginFirst = () => {
    const returnTo = `${pathname}${window.location.search}`;
    notifications.show({
      id: LOGIN_FIRST_NOTICE,
      title: te('errors.loginFirst'),
      message: <LoginFirst returnTo={returnTo} />,
    });
  };

  const toggle = async () => {
    if (current === 'guest') return loginFirst();
    // On the wishlist page the product is saved by definition; a heart waits until the list is known.
    const remove = variant === 'remove';
    if (!remove && !(current instanceof Set)) return;
    const next = remove ? false : !saved;
    const update = (on: boolean) => {
      if (!(state instanceof Set)) return;
      const ids = new Set(state);
      if (on) ids.add(productId);
      else ids.delete(productId);
      setState(ids);
    };
    update(next);
    const result = await setWishlisted({ productId, saved: next });
    if (!result.ok) {
      update(!next);
      if (result.error === 'errors.loginFirst') {
        setState('guest');
        return loginFirst();
      }
      notifications.show({ color: 'red', message: te(result.error as Parameters<typeof te>[0]) });
      return;
    }
    notifications.show({ id: 'wishlist', color: 'green', message: next ? t('saved') : t('removed') });
    if (variant === 'remove') router.refresh();
  };

  if (variant === 'remove') {
    return (
      <button
        type="button"
        className={`${controls.button} mantine-focus-auto`}
        data-variant="subtle"
        data-size="compact"
        style={
          {
            '--button-color': 'var(--mantine-color-red-light-color)',
            '--button-hover': 'var(--mantine-color-red-light-hover)',
          } as CSSProperties
        }
        onClick={toggle}
      >
        <Glyph name="heartFilled" size={14} />
        {t('remove')}
      </button>
    );
  }
  return (
    <button
      type="button"
      className={`${controls.iconButton} mantine-focus-auto`}
      data-variant="default"
      data-size="md"
      aria-label={saved ? t('remove') : t('add')}
      aria-pressed={saved}
      disabled={current === null}
      onClick={toggle}
    >
      {saved ? <Glyph name="heartFilled" color="var(--mantine-color-red-6)" /> : <Glyph name="heart" />}
    </button>
  );
}
