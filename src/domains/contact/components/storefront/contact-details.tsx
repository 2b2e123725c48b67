import { Anchor, Card, Group, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconBrandWhatsapp, IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PageCode } from '@/components/page-code';
import { groupedPhoneNumber } from '@/domains/accounts/phone/number';
import type { StoreSettings } from '@/domains/store-settings/schemas';
import type { Locale } from '@/i18n/routing';
import { formatSupportDays, formatSupportHours } from '../../hours';

function Item({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" size="lg" radius="xl" aria-hidden>
        {icon}
      </ThemeIcon>
      <div style={{ minWidth: 0 }}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <div style={{ overflowWrap: 'anywhere' }}>{children}</div>
      </div>
    </Group>
  );
}

/**
 * The store's contact details from Contact & Footer Info: only those the owner filled in, phone and WhatsApp as
 * links that call or open a chat, the address in the page's language, and the support hours written in it.
 */
export async function ContactDetails({
  contact,
  locale,
}: {
  contact: StoreSettings['contact'];
  locale: Locale;
}) {
  const t = await getTranslations('contact.details');
  const whatsapp = contact.whatsapp.replace(/\D/g, '');
  const address = contact.address[locale] || contact.address[locale === 'ar' ? 'en' : 'ar'];
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  const icon = { size: 20, stroke: 1.7 };
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="contact-details-title">
      <Stack gap="md">
        <Title order={2} fz="h3" id="contact-details-title">
          {t('title')}
        </Title>
        {contact.phone && (
          <Item icon={<IconPhone {...icon} />} label={t('phone')}>
            <Anchor href={`tel:${contact.phone.replace(/\s/g, '')}`} dir="ltr">
              <PageCode value={groupedPhoneNumber(contact.phone)} locale={locale} />
            </Anchor>
          </Item>
        )}
        {whatsapp && (
          <Item icon={<IconBrandWhatsapp {...icon} />} label={t('whatsapp')}>
            <Anchor href={`https://wa.me/${whatsapp}`} {...external}>
              {t('whatsappChat')} <PageCode value={groupedPhoneNumber(contact.whatsapp)} locale={locale} />
              <VisuallyHidden> {t('newTab')}</VisuallyHidden>
            </Anchor>
          </Item>
        )}
        {contact.email && (
          <Item icon={<IconMail {...icon} />} label={t('email')}>
            <Anchor href={`mailto:${contact.email}`} dir="ltr">
              {contact.email}
            </Anchor>
          </Item>
        )}
        {(address || contact.mapUrl) && (
          <Item icon={<IconMapPin {...icon} />} label={t('address')}>
            {address && (
              <Text component="address" fs="normal" style={{ whiteSpace: 'pre-line' }}>
                {address}
              </Text>
            )}
            {contact.mapUrl && (
              <Anchor href={contact.mapUrl} {...external}>
                {t('map')}
                <VisuallyHidden> {t('newTab')}</VisuallyHidden>
              </Anchor>
            )}
          </Item>
        )}
        {contact.supportDays.length > 0 && (
          <Item icon={<IconClock {...icon} />} label={t('hours')}>
            <Text>
              {t('hoursLine', {
                days: formatSupportDays(contact.supportDays, locale),
                hours: formatSupportHours(contact.opens, contact.closes, locale),
              })}
            </Text>
          </Item>
        )}
      </Stack>
    </Card>
  );
}
