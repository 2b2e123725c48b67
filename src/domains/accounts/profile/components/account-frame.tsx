import { Container, Title } from '@mantine/core';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AccountNav } from './account-nav';
import type { AccountPage } from './account-pages';

/** The shopper's account pages (spec: "profile", "change password"): a title and links between the two. */
export async function AccountFrame({ page, children }: { page: AccountPage; children: ReactNode }) {
  const t = await getTranslations('profile');
  // The account forms read messages from several namespaces (the root layout sends the storefront's).
  return (
    <NextIntlClientProvider>
      <Container size="sm" py="lg">
        <Title order={1} fz={{ base: 26, md: 32 }} mb="md">
          {t(`pages.${page}`)}
        </Title>
        <AccountNav page={page} />
        {children}
      </Container>
    </NextIntlClientProvider>
  );
}
