import { Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AnchorLink } from '@/components/links';

type Props = {
  title: string;
  description?: string;
  back: { href: string; label: string };
  actions?: ReactNode;
  children: ReactNode;
};

/** The frame of a page inside the products area (brands, a product form): a way back, a title, the content. */
export function AdminSubPage({ title, description, back, actions, children }: Props) {
  return (
    <Stack gap="lg">
      <div>
        <AnchorLink href={back.href} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} className="mirror-rtl" aria-hidden />
            {back.label}
          </Group>
        </AnchorLink>
        <Group justify="space-between" align="flex-end" mt="xs">
          <div>
            <Title order={1} fz="h2">
              {title}
            </Title>
            {description && <Text c="dimmed">{description}</Text>}
          </div>
          {actions}
        </Group>
      </div>
      {children}
    </Stack>
  );
}
