import { ActionIcon, Anchor, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandSnapchat,
  IconBrandTiktok,
  IconBrandWhatsapp,
  IconBrandX,
  IconBrandYoutube,
  IconMail,
  IconMapPin,
  IconPhone,
} from '@tabler/icons-react';
import { getTranslations } from 'next-intl/server';
import { AnchorLink } from '@/components/links';
import { Logo } from '../logo';

const SOCIAL_ICONS = {
  instagram: IconBrandInstagram,
  x: IconBrandX,
  facebook: IconBrandFacebook,
  tiktok: IconBrandTiktok,
  snapchat: IconBrandSnapchat,
  youtube: IconBrandYoutube,
} as const;

/** What the footer says about reaching the store (Store Setting → Contact & Footer Info); unset parts are empty. */
export type FooterContact = {
  phone: string;
  /** The WhatsApp chat link. */
  whatsapp: string | null;
  email: string;
  /** In the page's language. */
  address: string;
  mapUrl: string;
  social: { network: keyof typeof SOCIAL_ICONS; url: string }[];
  /** Formatted in the page's language; null: not shown. */
  hours: { days: string; opens: string; closes: string } | null;
};

type Props = {
  brand: { name: string; wordmark: string; logo: string | null };
  contact: FooterContact;
};

/** The storefront footer: the store's contacts and support hours, shop and help links, social links, copyright. */
export async function StoreFooter({ brand, contact }: Props) {
  const t = await getTranslations('footer');
  const th = await getTranslations('header');
  const link = (href: string, label: string) => (
    <AnchorLink href={href} c="dimmed" size="sm" key={href}>
      {label}
    </AnchorLink>
  );
  const external = (href: string, label: string, Icon: typeof IconPhone, ltr = false) => (
    <Anchor
      href={href}
      c="dimmed"
      size="sm"
      key={href}
      {...(href.startsWith('https:') ? { target: '_blank', rel: 'noopener' } : {})}
    >
      <Group gap={6} wrap="nowrap" component="span">
        <Icon size={16} aria-hidden />
        {ltr ? <bdi dir="ltr">{label}</bdi> : label}
      </Group>
    </Anchor>
  );
  return (
    <footer style={{ borderTop: '1px solid var(--mantine-color-default-border)', marginTop: 64 }}>
      <Container size="xl" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="xs">
            <Logo width={120} label={brand.name} text={brand.wordmark} image={brand.logo} />
            {contact.hours && (
              <Text size="sm" c="dimmed" data-testid="support-hours">
                {t('supportHours', contact.hours)}
              </Text>
            )}
            {contact.phone &&
              external(`tel:${contact.phone.replace(/\s/g, '')}`, contact.phone, IconPhone, true)}
            {contact.whatsapp && external(contact.whatsapp, t('whatsapp'), IconBrandWhatsapp)}
            {contact.email && external(`mailto:${contact.email}`, contact.email, IconMail, true)}
            {contact.address &&
              (contact.mapUrl ? (
                external(contact.mapUrl, contact.address, IconMapPin)
              ) : (
                <Text size="sm" c="dimmed">
                  {contact.address}
                </Text>
              ))}
          </Stack>
          <Stack gap={6}>
            <Text fw={700}>{t('shop')}</Text>
            {link('/products', th('nav.products'))}
            {link('/most-selling', th('nav.mostSelling'))}
            {link('/categories', th('nav.categories'))}
          </Stack>
          <Stack gap={6}>
            <Text fw={700}>{t('help')}</Text>
            {link('/about', t('about'))}
            {link('/contact', t('contact'))}
            {link('/privacy', t('privacy'))}
            {link('/terms', t('terms'))}
          </Stack>
        </SimpleGrid>
        {contact.social.length > 0 && (
          <Group justify="center" gap="xs" mt="xl" component="ul" style={{ listStyle: 'none', padding: 0 }}>
            {contact.social.map(({ network, url }) => {
              const Icon = SOCIAL_ICONS[network];
              return (
                <li key={network}>
                  <ActionIcon
                    component="a"
                    href={url}
                    target="_blank"
                    rel="noopener"
                    variant="subtle"
                    color="gray"
                    size="lg"
                    aria-label={t(`social.${network}`)}
                  >
                    <Icon size={20} aria-hidden />
                  </ActionIcon>
                </li>
              );
            })}
          </Group>
        )}
        <Group justify="center" mt="xl">
          <Text size="xs" c="dimmed">
            {t('rights', { year: new Date().getFullYear(), store: brand.name })}
          </Text>
        </Group>
      </Container>
    </footer>
  );
}
