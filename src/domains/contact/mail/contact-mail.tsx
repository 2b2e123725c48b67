import { Heading, Hr, Text } from '@react-email/components';
import { MailButton } from '@/components/mail/mail-button';
import { MailFrame } from '@/components/mail/mail-frame';
import type { Locale } from '@/i18n/routing';
import type { ContactRequest } from '../queries';

type Props = {
  request: ContactRequest;
  locale: Locale;
  store: { name: string; color: string };
  /** When the message arrived, written in `locale`. */
  sentAt: string;
  /** The admin's list of contact requests, narrowed to this sender. */
  link: string;
  /** The `contact.mail` messages in the store's language. */
  t: (key: string, values?: Record<string, string | number>) => string;
};

/**
 * The owner's copy of a shopper's message, in the store's default language (right-to-left in Arabic). Replying
 * to the mail answers the shopper: the message's Reply-To is their address.
 */
export function ContactMail({ request, locale, store, sentAt, link, t }: Props) {
  const align = locale === 'ar' ? 'right' : 'left';
  const text = { fontSize: '14px', lineHeight: '22px', margin: '0', textAlign: align } as const;
  const label = { ...text, color: '#6b7280', fontSize: '12px', marginTop: '12px' } as const;
  return (
    <MailFrame locale={locale} preview={t('preview', { name: request.name })}>
      <Text style={{ ...text, fontSize: '20px', fontWeight: 700, color: store.color }}>{store.name}</Text>
      <Heading as="h1" style={{ fontSize: '22px', textAlign: align }}>
        {t('title')}
      </Heading>
      <Text style={text}>{t('intro', { name: request.name })}</Text>
      <Text style={label}>{t('name')}</Text>
      <Text style={text}>{request.name}</Text>
      <Text style={label}>{t('email')}</Text>
      <Text style={text}>
        <span dir="ltr">{request.email}</span>
      </Text>
      <Text style={label}>{t('sentAt')}</Text>
      <Text style={text}>{sentAt}</Text>
      <Hr />
      <Text style={{ ...text, whiteSpace: 'pre-wrap' }} dir="auto">
        {request.comments}
      </Text>
      <Hr />
      <Text style={text}>{t('replyHint')}</Text>
      <MailButton href={link} color={store.color}>
        {t('view')}
      </MailButton>
    </MailFrame>
  );
}
