import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandSnapchat,
  IconBrandTiktok,
  IconBrandWhatsapp,
  IconBrandX,
  IconBrandYoutube,
  IconMail,
  IconMapPin,
  IconPhone,
} from '@tabler/icons-react';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { Logo } from '../logo';
import { PageCode } from '../page-code';
import classes from './store-footer.module.css';

const SOCIAL_ICONS = {
  instagram: IconBrandInstagram,
  x: IconBrandX,
  facebook: IconBrandFacebook,
  tiktok: IconBrandTiktok,
  snapchat: IconBrandSnapchat,
  youtube: IconBrandYoutube,
} as const;

/** What the footer says about reaching the store (Store Setting → Contact & Footer Info); unset parts are empty. */
export type FooterContact = {
  phone: string;
  /** The WhatsApp chat link. */
  whatsapp: string | null;
  email: string;
  /** In the page's language. */
  address: string;
  mapUrl: string;
  social: { network: keyof typeof SOCIAL_ICONS; url: string }[];
  /** Formatted in the page's language; null: not shown. */
  hours: { days: string; opens: string; closes: string } | null;
};

type Props = {
  brand: { name: string; wordmark: string; logo: string | null };
  contact: FooterContact;
  /** The page's language, from its path: reading it from the request (getLocale) kept the live settings'
   * re-render of an open page from arriving. */
  locale: string;
};

/**
 * The storefront footer: the store's contacts and support hours, shop and help links, social links, copyright. Plain
 * server-rendered markup (no client components but the links): it is on every page, and each client component is
 * JavaScript a phone downloads and runs to hydrate it.
 */
export async function StoreFooter({ brand, contact, locale }: Props) {
  const t = await getTranslations('footer');
  const th = await getTranslations('header');
  const link = (href: string, label: string) => (
    <Link href={href} className={classes.link} key={href}>
      {label}
    </Link>
  );
  const external = (href: string, label: ReactNode, Icon: typeof IconPhone, ltr = false) => (
    <a
      href={href}
      className={`${classes.link} ${classes.withIcon}`}
      key={href}
      {...(href.startsWith('https:') ? { target: '_blank', rel: 'noopener' } : {})}
    >
      <Icon size={16} aria-hidden />
      {ltr ? <bdi dir="ltr">{label}</bdi> : label}
    </a>
  );
  return (
    <footer className={classes.footer}>
      <div className={classes.inner}>
        <div className={classes.columns}>
          <div className={`${classes.column} ${classes.contacts}`}>
            <Logo width={120} label={brand.name} text={brand.wordmark} image={brand.logo} />
            {contact.hours && (
              <p className={classes.text} data-testid="support-hours">
                {t('supportHours', contact.hours)}
              </p>
            )}
            {contact.phone &&
              external(
                `tel:${contact.phone.replace(/\s/g, '')}`,
                <PageCode value={contact.phone} locale={locale} />,
                IconPhone,
              )}
            {contact.whatsapp && external(contact.whatsapp, t('whatsapp'), IconBrandWhatsapp)}
            {contact.email && external(`mailto:${contact.email}`, contact.email, IconMail, true)}
            {contact.address &&
              (contact.mapUrl ? (
                external(contact.mapUrl, contact.address, IconMapPin)
              ) : (
                <p className={classes.text}>{contact.address}</p>
              ))}
          </div>
          <div className={classes.column}>
            <p className={classes.heading}>{t('shop')}</p>
            {link('/products', th('nav.products'))}
            {link('/most-selling', th('nav.mostSelling'))}
            {link('/categories', th('nav.categories'))}
          </div>
          <div className={classes.column}>
            <p className={classes.heading}>{t('help')}</p>
            {link('/about', t('about'))}
            {link('/contact', t('contact'))}
            {link('/privacy', t('privacy'))}
            {link('/terms', t('terms'))}
          </div>
        </div>
        {contact.social.length > 0 && (
          <ul className={classes.social}>
            {contact.social.map(({ network, url }) => {
              const Icon = SOCIAL_ICONS[network];
              return (
                <li key={network}>
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener"
                    className={classes.socialLink}
                    aria-label={t(`social.${network}`)}
                  >
                    <Icon size={20} aria-hidden />
                  </a>
                </li>
              );
            })}
          </ul>
        )}
        <p className={classes.rights}>{t('rights', { year: new Date().getFullYear(), store: brand.name })}</p>
      </div>
    </footer>
  );
}
