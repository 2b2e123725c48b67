import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { MAIN_ID } from './skip-link';

type Props = {
  code?: string;
  title: string;
  text: string;
  action?: ReactNode;
  /** Outside every frame (the app's own 404, 403 and error pages): the page is its own main landmark. */
  main?: boolean;
};

/** A full-width message page: 404, 403, errors, the expired-subscription notice. */
export function StatusPage({ code, title, text, action, main = false }: Props) {
  const page = (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        {code && (
          <Text fz={64} fw={800} c="dimmed" className="ltr-isolate">
            {code}
          </Text>
        )}
        <Title order={1}>{title}</Title>
        <Text c="dimmed" size="lg">
          {text}
        </Text>
        {action}
      </Stack>
    </Container>
  );
  return main ? <main id={MAIN_ID}>{page}</main> : page;
}
