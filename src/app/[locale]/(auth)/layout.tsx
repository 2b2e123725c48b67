import { Box, Center, Container, Group, Paper, VisuallyHidden } from '@mantine/core';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { ColorModeToggle } from '@/components/color-mode-toggle';
import { LanguageSwitch } from '@/components/language-switch';
import { Logo } from '@/components/logo';
import { MantineScope } from '@/components/mantine-scope';
import { MAIN_ID, SkipLink } from '@/components/skip-link';
import { brandOf } from '@/domains/store-settings/brand';
import { getStoreSettings } from '@/domains/store-settings/queries';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/page-locale';

/** A minimal frame for signing up and logging in. */
export default async function AuthLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  const tc = await getTranslations('common');
  const brand = brandOf(await getStoreSettings(), locale);
  return (
    <MantineScope>
      <Box mih="100vh" bg="var(--mantine-color-gray-light)">
        <SkipLink />
        <Container size="xs" py="xl">
          <Group justify="space-between" mb="xl">
            <Link href="/" style={{ color: 'inherit' }}>
              <Logo width={160} label={brand.name} text={brand.wordmark} image={brand.logo} />
              <VisuallyHidden>{tc('home')}</VisuallyHidden>
            </Link>
            <Group gap="xs">
              <LanguageSwitch />
              <ColorModeToggle />
            </Group>
          </Group>
          <Center>
            <Paper
              withBorder
              shadow="sm"
              p={{ base: 'lg', sm: 'xl' }}
              radius="md"
              w="100%"
              component="main"
              id={MAIN_ID}
              tabIndex={-1}
            >
              {/* The sign-in forms read messages from several namespaces (the root layout sends the storefront's). */}
              <NextIntlClientProvider>{children}</NextIntlClientProvider>
            </Paper>
          </Center>
        </Container>
      </Box>
    </MantineScope>
  );
}
