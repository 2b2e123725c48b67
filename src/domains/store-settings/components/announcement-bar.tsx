import { readableOn } from '@/lib/theme';

/** The owner's announcement above the header (Store Setting → Homepage), on every storefront page while on. */
export function AnnouncementBar({ text, color }: { text: string; color: string }) {
  return (
    <p
      data-testid="announcement-bar"
      style={{
        margin: 0,
        padding: '6px var(--mantine-spacing-md)',
        textAlign: 'center',
        fontSize: 'var(--mantine-font-size-sm)',
        lineHeight: 'var(--mantine-line-height-sm)',
        fontWeight: 600,
        background: color,
        color: readableOn(color),
      }}
    >
      {text}
    </p>
  );
}
