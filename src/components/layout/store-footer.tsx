import { Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { AnchorLink } from '@/components/links';
import { Logo } from '../logo';

/** Support hours (spec section 9), in the messages as numbers so they print in the page's digits. */
const SUPPORT_HOURS = { opens: 8, closes: 5 };

/** The storefront footer: shop and help links, support hours (spec section 9), copyright. */
export async function StoreFooter() {
  const t = await getTranslations('footer');
  const th = await getTranslations('header');
  const tc = await getTranslations('common');
  const link = (href: string, label: string) => (
    <AnchorLink href={href} c="dimmed" size="sm" key={href}>
      {label}
    </AnchorLink>
  );
  return (
    <footer style={{ borderTop: '1px solid var(--mantine-color-default-border)', marginTop: 64 }}>
      <Container size="xl" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="xs">
            <Logo width={120} label={tc('storeName')} />
            <Text size="sm" c="dimmed">
              {t('supportHours', SUPPORT_HOURS)}
            </Text>
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
        <Group justify="center" mt="xl">
          <Text size="xs" c="dimmed">
            {t('rights', { year: new Date().getFullYear() })}
          </Text>
        </Group>
      </Container>
    </footer>
  );
}
