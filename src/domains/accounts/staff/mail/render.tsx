import 'server-only';
import { render, toPlainText } from '@react-email/render';
import { createTranslator } from 'use-intl/core';
import { messageFormats } from '@/i18n/formats';
import type { Locale } from '@/i18n/routing';
import type { StaffRole } from '../roles';
import { InvitationMail } from './invitation-mail';

/** The staff invitation: subject, HTML and plain text, in the inviter's language. */
export async function renderInvitationMail(options: {
  locale: Locale;
  inviter: string;
  site: string;
  role: StaffRole;
  link: string;
  days: number;
}) {
  const { locale } = options;
  const messages = (await import(`../../../../../messages/${locale}.json`)).default;
  const formats = messageFormats(locale);
  const t = createTranslator({ locale, messages, formats, namespace: 'staff.mail' });
  const names = createTranslator({ locale, messages, formats, namespace: 'staff' });
  const role = names(`roles.${options.role}`);
  const hint = names(`roleHints.${options.role}`);
  const html = await render(
    <InvitationMail {...options} role={role} hint={hint} t={t as (key: string) => string} />,
  );
  return { subject: t('subject', { site: options.site }), html, text: toPlainText(html) };
}
