import { Container, SimpleGrid, Text, Title } from '@mantine/core';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/domains/catalog/seo';
import { ContactDetails } from '@/domains/contact/components/storefront/contact-details';
import { ContactForm } from '@/domains/contact/components/storefront/contact-form';
import { getStoreSettings } from '@/domains/store-settings/queries';
import { ClientMessagesProvider } from '@/i18n/client-messages-provider';
import { pageLocale } from '@/i18n/page-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/contact'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'contact' });
  return pageMetadata({
    locale,
    title: t('title'),
    description: t('description'),
    paths: { en: '/contact', ar: '/contact' },
  });
}

// The same for every visitor, so rendered once and cached until the owner saves the contact details; the form is a
// client island that talks to its action.
export default async function ContactPage({ params }: PageProps<'/[locale]/contact'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations('contact');
  const settings = await getStoreSettings();
  return (
    <Container size="lg" py="lg">
      <Title order={1} fz={{ base: 26, md: 34 }}>
        {t('title')}
      </Title>
      <Text c="dimmed" mt="xs" mb="lg" maw={640}>
        {t('intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        {/* The form's messages travel with this page only (the storefront's shared set does not carry them). */}
        <ClientMessagesProvider namespaces={['errors', 'validation', 'contact']}>
          <ContactForm />
        </ClientMessagesProvider>
        <ContactDetails contact={settings.contact} locale={locale} />
      </SimpleGrid>
    </Container>
  );
}
