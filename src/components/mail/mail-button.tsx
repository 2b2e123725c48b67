import { Link, Section } from '@react-email/components';

/** A mail's one call to action: a filled button in the store's colour, drawn with what mail clients support. */
export function MailButton({ href, children }: { href: string; children: string }) {
  return (
    <Section style={{ margin: '16px 0' }}>
      <Link
        href={href}
        style={{
          backgroundColor: '#242F51',
          color: '#ffffff',
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
