import { Body, Container, Head, Html, Preview } from '@react-email/components';
import type { ReactNode } from 'react';
import { directionOf, type Locale } from '@/i18n/routing';

type Props = {
  locale: Locale /** The line an inbox shows after the subject. */;
  preview: string;
  children: ReactNode;
};

/** A mail's page in `locale`, right-to-left in Arabic: the grey surround and the white column its content sits in. */
export function MailFrame({ locale, preview, children }: Props) {
  const dir = directionOf(locale);
  return (
    <Html lang={locale} dir={dir}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: '#f4f4f5', fontFamily: 'Arial, Tahoma, sans-serif', color: '#1f2937' }}>
        <Container dir={dir} style={{ backgroundColor: '#ffffff', padding: '24px', maxWidth: '600px' }}>
          {children}
        </Container>
      </Body>
    </Html>
  );
}
