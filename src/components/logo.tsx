type Props = {
  width?: number;
  /** The store's name, read by screen readers. */
  label: string;
  /** The owner's uploaded logo (a rendition URL); without one, the built-in wordmark. */
  image?: string | null;
  /** What the wordmark writes (the store's name in both languages). */
  text?: string;
};

/**
 * The store's logo: the owner's image when one is set, else a folded scarf mark and the name. Spec widths: 200
 * (sidebar), 120 (small screens).
 */
export function Logo({ width = 200, label, image, text = 'Wishah · وشاح' }: Props) {
  if (image) {
    return (
      // A fixed box, so the header never jumps while the logo loads, whatever shape it is.
      // biome-ignore lint/performance/noImgElement: stored WebP renditions are served as they are (lib/images)
      <img
        src={image}
        alt={label}
        width={width}
        height={(width * 48) / 200}
        style={{ display: 'block', objectFit: 'contain', objectPosition: 'center' }}
      />
    );
  }
  return (
    <svg
      width={width}
      height={(width * 48) / 200}
      viewBox="0 0 200 48"
      role="img"
      aria-label={label}
      style={{ display: 'block', direction: 'ltr' }}
    >
      <title>{label}</title>
      <path d="M6 8c10 6 22 6 32 0v10c-10 6-22 6-32 0z" fill="var(--mantine-color-brand-6)" />
      <path d="M6 22c10 6 22 6 32 0v10c-10 6-22 6-32 0z" fill="var(--mantine-color-accent-4)" />
      <path d="M30 28l8 16-6-2-4 4z" fill="var(--mantine-color-brand-6)" />
      <text
        x="48"
        y="31"
        fontSize="22"
        fontWeight="700"
        fill="currentColor"
        // The name fills the same width in whichever font draws it (Noto on Arabic pages, the system's elsewhere).
        textLength="150"
        lengthAdjust="spacingAndGlyphs"
        style={{ fontFamily: 'var(--font-arabic, system-ui), system-ui, sans-serif' }}
      >
        {text}
      </text>
    </svg>
  );
}
