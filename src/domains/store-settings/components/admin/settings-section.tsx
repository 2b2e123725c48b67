'use client';

import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FormBanner } from '@/components/form-kit/form-banner';

type SectionProps = {
  /** Names the section's heading (`{id}-title`), which labels the section. */
  id: string;
  title: string;
  description: string;
  /** Beside the heading (the delivery areas' "Add"). */
  action?: ReactNode;
  children: ReactNode;
};

/** One card of the settings page: its heading and what it is for, then its form or list. */
export function SettingsSection({ id, title, description, action, children }: SectionProps) {
  const titleId = `${id}-title`;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Stack>
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} fz="h4" id={titleId}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </div>
          {action}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

type FormProps = {
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** The action's refusal, above the fields. */
  banner: string | null;
  pending: boolean;
  saveLabel: string;
  saveDisabled?: boolean;
  /** A dialog's form can be left without saving: its buttons then sit at the end. */
  cancel?: { label: string; onClick: () => void };
  children: ReactNode;
};

/** A settings form (useActionForm's parts): the refusal banner, the fields, and save (and cancel in a dialog). */
export function SettingsForm({
  onSubmit,
  banner,
  pending,
  saveLabel,
  saveDisabled,
  cancel,
  children,
}: FormProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormBanner message={banner} />
        {children}
        <Group justify={cancel ? 'flex-end' : undefined} gap="xs">
          {cancel && (
            <Button variant="default" onClick={cancel.onClick} disabled={pending}>
              {cancel.label}
            </Button>
          )}
          <Button type="submit" loading={pending} disabled={saveDisabled}>
            {saveLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
