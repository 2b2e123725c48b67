import type { Messages } from 'next-intl';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { pickClientMessages } from './client-messages';

/**
 * Sends the client components below this request's messages of `namespaces`. They replace the storefront's shared
 * set rather than add to it (use-intl's provider does not merge), so `namespaces` lists all that those components read.
 */
export async function ClientMessagesProvider({
  namespaces,
  children,
}: {
  namespaces: readonly (keyof Messages)[];
  children: ReactNode;
}) {
  const messages = await pickClientMessages(namespaces);
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}
