import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { ColorModeToggle } from '../color-mode-toggle';
import controls from '../controls.module.css';
import { LanguageSwitch } from '../language-switch';
import { Logo } from '../logo';
import { SkipLink } from '../skip-link';
import { MobileMenu } from './mobile-menu';
import { NAV_ITEMS } from './nav-items';
import { NavLinks } from './nav-links';
import classes from './store-header.module.css';

type Props = {
  /** The search form (rendered twice: in the bar on wide screens, under it on narrow ones). */
  search: ReactNode;
  /** The cart link with its count. */
  cart: ReactNode;
  /** The account entry point. */
  account: ReactNode;
  /** The shopper's display currency picker, when the owner lists other currencies (rendered twice, like search). */
  currency?: ReactNode;
  /** The store's name, wordmark and uploaded logo. */
  brand: { name: string; wordmark: string; logo: string | null };
};

/**
 * The storefront header, rendered on the server in plain markup (controls.module.css says why). Only the parts that
 * need the browser are client islands: the current-page marker, the phone menu (its drawer loads on first use),
 * search suggestions, colour mode, currency, cart count and account menu, passed in by the layout so this shared
 * component knows no domain.
 */
export async function StoreHeader({ search, cart, account, currency, brand }: Props) {
  const t = await getTranslations('header');
  const tc = await getTranslations('common');
  const labels = Object.fromEntries(NAV_ITEMS.map((item) => [item.key, t(`nav.${item.key}`)])) as Record<
    (typeof NAV_ITEMS)[number]['key'],
    string
  >;
  return (
    // With a currency picker the bar is full until extra-wide screens: search and currency share the second row.
    <header className={classes.header} data-currency={currency ? '' : undefined}>
      <SkipLink />
      <div className={classes.inner}>
        <div className={classes.group}>
          <MobileMenu
            labels={{ ...labels, menu: t('menu'), close: tc('close') }}
            footer={<LanguageSwitch />}
          />
          {/* Named by the wordmark and "Home" (an aria-label would hide the visible name from voice control). */}
          <Link href="/" className={classes.logo}>
            <span className={classes.logoLarge}>
              <Logo width={200} label={brand.name} text={brand.wordmark} image={brand.logo} />
            </span>
            <span className={classes.logoSmall}>
              <Logo width={120} label={brand.name} text={brand.wordmark} image={brand.logo} />
            </span>
            <span className={controls.visuallyHidden}>{tc('home')}</span>
          </Link>
        </div>
        <nav className={classes.nav} aria-label={t('menu')}>
          <NavLinks labels={labels} />
        </nav>
        <div className={classes.group}>
          <div className={classes.searchWide}>{search}</div>
          <div className={classes.language}>
            <LanguageSwitch />
          </div>
          {currency && <div className={classes.currencyWide}>{currency}</div>}
          <ColorModeToggle />
          {cart}
          {account}
        </div>
      </div>
      <div className={classes.searchNarrow}>
        <div className={classes.searchField}>{search}</div>
        {currency}
      </div>
    </header>
  );
}
