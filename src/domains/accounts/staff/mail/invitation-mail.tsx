import { Heading, Text } from '@react-email/components';
import { MailButton } from '@/components/mail/mail-button';
import { MailFrame } from '@/components/mail/mail-frame';
import type { Locale } from '@/i18n/routing';

type Props = {
  locale: Locale;
  inviter: string;
  /** The store's address (its host). */
  site: string;
  role: string;
  hint: string;
  link: string;
  days: number;
  /** The `staff.mail` messages in `locale`. */
  t: (key: string, values?: Record<string, string | number>) => string;
};

/** The invitation to join the staff, in the inviter's language (right-to-left in Arabic). */
export function InvitationMail({ locale, inviter, site, role, hint, link, days, t }: Props) {
  const align = locale === 'ar' ? 'right' : 'left';
  const text = { fontSize: '14px', lineHeight: '22px', textAlign: align } as const;
  return (
    <MailFrame locale={locale} preview={t('preview', { inviter, role })}>
      <Heading as="h1" style={{ fontSize: '22px', textAlign: align }}>
        {t('greeting')}
      </Heading>
      <Text style={text}>{t('intro', { inviter, site, role, hint })}</Text>
      <MailButton href={link}>{t('button')}</MailButton>
      <Text style={{ ...text, fontSize: '12px', wordBreak: 'break-all' }} dir="ltr">
        {link}
      </Text>
      <Text style={text}>{t('expiry', { days })}</Text>
      <Text style={text}>{t('ignore')}</Text>
      <Text style={text}>{t('signature')}</Text>
    </MailFrame>
  );
}
