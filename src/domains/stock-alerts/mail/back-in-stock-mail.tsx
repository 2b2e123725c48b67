import { Heading, Hr, Link, Text } from '@react-email/components';
import { MailButton } from '@/components/mail/mail-button';
import { MailFrame } from '@/components/mail/mail-frame';
import type { Locale } from '@/i18n/routing';

type Props = {
  locale: Locale;
  store: { name: string; color: string };
  /** The product's name and the variant's colour and size, in `locale`. */
  product: string;
  variant: string | null;
  productLink: string;
  unsubscribeLink: string;
  /** The `stockAlerts.mail` messages in the shopper's language. */
  t: (key: string, values?: Record<string, string | number>) => string;
};

/** "It is back": to a shopper who asked, in the language they asked in (right-to-left in Arabic). */
export function BackInStockMail({ locale, store, product, variant, productLink, unsubscribeLink, t }: Props) {
  const align = locale === 'ar' ? 'right' : 'left';
  const text = { fontSize: '14px', lineHeight: '22px', margin: '0 0 8px', textAlign: align } as const;
  return (
    <MailFrame locale={locale} preview={t('preview', { product })}>
      <Text style={{ ...text, fontSize: '20px', fontWeight: 700, color: store.color }}>{store.name}</Text>
      <Heading as="h1" style={{ fontSize: '22px', textAlign: align }}>
        {t('title', { product })}
      </Heading>
      <Text style={text}>{t('intro', { product })}</Text>
      {variant && <Text style={{ ...text, fontWeight: 700 }}>{variant}</Text>}
      <Text style={text}>{t('hurry')}</Text>
      <MailButton href={productLink} color={store.color}>
        {t('view')}
      </MailButton>
      <Hr />
      <Text style={{ ...text, fontSize: '12px', color: '#6b7280' }}>
        {t('why', { store: store.name })}{' '}
        <Link href={unsubscribeLink} style={{ color: '#6b7280', textDecoration: 'underline' }}>
          {t('unsubscribe')}
        </Link>
      </Text>
    </MailFrame>
  );
}
