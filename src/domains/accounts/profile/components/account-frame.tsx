import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import frame from '@/components/page.module.css';
import { AccountNav } from './account-nav';
import type { AccountPage } from './account-pages';

/** The shopper's account pages (spec: "profile", "change password"): a title and links between the two. */
export async function AccountFrame({ page, children }: { page: AccountPage; children: ReactNode }) {
  const t = await getTranslations('profile');
  // The account forms read messages from several namespaces (the root layout sends the storefront's).
  return (
    <NextIntlClientProvider>
      <div className={frame.pageSm}>
        <h1 className={frame.title} style={{ marginBottom: 'var(--mantine-spacing-md)' }}>
          {t(`pages.${page}`)}
        </h1>
        <AccountNav page={page} />
        {children}
      </div>
    </NextIntlClientProvider>
  );
}
