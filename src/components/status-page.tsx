import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { code?: string; title: string; text: string; action?: ReactNode };

/** A full-width message page: 404, 403, errors, the expired-subscription notice. */
export function StatusPage({ code, title, text, action }: Props) {
  return (
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
}
