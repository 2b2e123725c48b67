import { Heading, Hr, Link, Text } from '@react-email/components';
import { MailButton } from '@/components/mail/mail-button';
import { MailFrame } from '@/components/mail/mail-frame';
import type { Locale } from '@/i18n/routing';

type Props = {
  locale: Locale;
  store: { name: string; color: string };
  /** The cart's lines, named in `locale`, with the quantity written in its digits. */
  items: { name: string; quantity: string; options: string }[];
  restoreLink: string;
  unsubscribeLink: string;
  /** The `cartRemindersMail` messages in the shopper's language. */
  t: (key: string, values?: Record<string, string | number>) => string;
};

/** The one reminder of a cart left behind, in its shopper's language (right-to-left in Arabic). */
export function CartReminderMail({ locale, store, items, restoreLink, unsubscribeLink, t }: Props) {
  const align = locale === 'ar' ? 'right' : 'left';
  const text = { fontSize: '14px', lineHeight: '22px', margin: '0 0 8px', textAlign: align } as const;
  return (
    <MailFrame locale={locale} preview={t('preview', { store: store.name })}>
      <Text style={{ ...text, fontSize: '20px', fontWeight: 700, color: store.color }}>{store.name}</Text>
      <Heading as="h1" style={{ fontSize: '22px', textAlign: align }}>
        {t('title')}
      </Heading>
      <Text style={text}>{t('intro')}</Text>
      {items.map((item) => (
        <Text key={`${item.name}|${item.options}`} style={text}>
          {t('line', { name: item.name, quantity: item.quantity })}
          {item.options ? ` (${item.options})` : ''}
        </Text>
      ))}
      <MailButton href={restoreLink} color={store.color}>
        {t('restore')}
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
