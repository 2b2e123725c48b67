import { Text } from '@mantine/core';
import { readableOn } from '@/lib/theme';

/** The owner's announcement above the header (Store Setting → Homepage), on every storefront page while on. */
export function AnnouncementBar({ text, color }: { text: string; color: string }) {
  return (
    <Text
      ta="center"
      size="sm"
      fw={600}
      py={6}
      px="md"
      data-testid="announcement-bar"
      style={{ background: color, color: readableOn(color) }}
    >
      {text}
    </Text>
  );
}
