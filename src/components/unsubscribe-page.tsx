import { Alert, Container, Text, Title } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import type { ActionResult } from '@/lib/action-result';
import { ConfirmByClick } from './confirm-by-click';

type Props = {
  /** Its messages: `title`, `body`, `confirm`, `done` and `invalid`. */
  namespace: 'stockAlertsPages.unsubscribe' | 'cartReminders.unsubscribe';
  /** The link's token, or null when it is not one (the page then says so and offers nothing). */
  token: string | null;
  unsubscribe: (input: { token: string }) => Promise<ActionResult<{ found: boolean }>>;
};

/**
 * A mail's unsubscribe link: says whether it is valid, and asks for one click to confirm, so a link opened by a mail
 * scanner changes nothing.
 */
export async function UnsubscribePage({ namespace, token, unsubscribe }: Props) {
  const t = await getTranslations(namespace);
  const te = await getTranslations('errors');
  return (
    <Container size="sm" py="xl">
      <Title order={1} fz={{ base: 26, md: 32 }} mb="md">
        {t('title')}
      </Title>
      {token ? (
        <>
          <Text mb="md">{t('body')}</Text>
          <ConfirmByClick
            token={token}
            action={unsubscribe}
            labels={{
              confirm: t('confirm'),
              done: t('done'),
              invalid: t('invalid'),
              failed: te('errorText'),
            }}
          />
        </>
      ) : (
        <Alert color="orange">{t('invalid')}</Alert>
      )}
    </Container>
  );
}
