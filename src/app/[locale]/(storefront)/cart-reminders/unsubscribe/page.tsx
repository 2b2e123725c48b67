import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { UnsubscribePage } from '@/components/unsubscribe-page';
import { unsubscribeCartRemindersAction } from '@/domains/cart-reminders/actions';
import { reminderTokenInput } from '@/domains/cart-reminders/schemas';
import { pageLocale } from '@/i18n/page-locale';

// Read per request: the link's token is in the query (a page the locale layout would otherwise prerender).
export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/cart-reminders/unsubscribe'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'cartReminders.unsubscribe' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** A cart reminder's unsubscribe link: one click to confirm, and its address is never reminded again. */
export default async function CartRemindersUnsubscribePage({
  params,
  searchParams,
}: PageProps<'/[locale]/cart-reminders/unsubscribe'>) {
  await pageLocale(params);
  const raw = (await searchParams).token;
  const parsed = reminderTokenInput.safeParse({ token: typeof raw === 'string' ? raw : '' });
  return (
    <UnsubscribePage
      namespace="cartReminders.unsubscribe"
      token={parsed.success ? parsed.data.token : null}
      unsubscribe={unsubscribeCartRemindersAction}
    />
  );
}
