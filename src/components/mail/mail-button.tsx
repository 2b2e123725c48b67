import { Link, Section } from '@react-email/components';
import { readableOn } from '@/lib/theme';

type Props = { href: string; children: string /** The store's primary colour. */; color?: string };

/** A mail's one call to action: a filled button in the store's colour, drawn with what mail clients support. */
export function MailButton({ href, children, color = '#242F51' }: Props) {
  return (
    <Section style={{ margin: '16px 0' }}>
      <Link
        href={href}
        style={{
          backgroundColor: color,
          color: readableOn(color),
          padding: '10px 20px',
          borderRadius: '6px',
          textDecoration: 'none',
          display: 'inline-block',
        }}
      >
        {children}
      </Link>
    </Section>
  );
}
