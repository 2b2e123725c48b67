import 'server-only';
// use-intl's core (what next-intl re-exports) has no React, so this also loads in the start script.
import { createTranslator, hasLocale } from 'use-intl/core';
import { directionOf, type Locale, routing } from '@/i18n/routing';
import { queueMail } from '@/lib/mail';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The shopper's language for the reset mail: better-auth's link carries the form's `redirectTo`
 * (`/{locale}/reset-password`) as `callbackURL`, so the mail speaks the language the request was made in.
 */
export function localeOfResetLink(url: string): Locale {
  try {
    const callback = new URL(url).searchParams.get('callbackURL') ?? '';
    const first = new URL(callback, 'http://local').pathname.split('/')[1];
    return hasLocale(routing.locales, first) ? first : routing.defaultLocale;
  } catch {
    return routing.defaultLocale;
  }
}

/**
 * Queues the password reset link, in the language of the page it was asked for from. Only the rendering and one
 * insert happen in the request; the job queue delivers it, so a known address answers as fast as an unknown one.
 */
export async function queuePasswordResetMail(user: { name: string; email: string }, url: string) {
  const locale = localeOfResetLink(url);
  const messages = (await import(`../../../../messages/${locale}.json`)).default;
  const t = createTranslator({ locale, messages, namespace: 'mail.passwordReset' });
  const dir = directionOf(locale);
  const greeting = t('greeting', { name: user.name });
  const href = escapeHtml(url);
  const html = `<!doctype html>
<html lang="${locale}" dir="${dir}">
<body style="font-family: Arial, sans-serif; line-height: 1.6; color: #222;">
<div dir="${dir}" style="max-width: 560px; margin: 0 auto; padding: 24px; text-align: start;">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(t('intro'))}</p>
<p><a href="${href}" style="display: inline-block; padding: 10px 20px; background: #0b7285; color: #fff; text-decoration: none; border-radius: 6px;">${escapeHtml(t('button'))}</a></p>
<p dir="ltr" style="font-size: 12px; word-break: break-all;"><a href="${href}">${href}</a></p>
<p>${escapeHtml(t('expiry'))}</p>
<p>${escapeHtml(t('ignore'))}</p>
<p>${escapeHtml(t('signature'))}</p>
</div>
</body>
</html>`;
  const text = [greeting, '', t('intro'), '', url, '', t('expiry'), t('ignore'), '', t('signature')].join(
    '\n',
  );
  await queueMail({ to: user.email, subject: t('subject'), text, html });
}
