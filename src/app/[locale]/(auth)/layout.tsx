import { Box, Center, Container, Group, Paper } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { ColorModeToggle } from '@/components/color-mode-toggle';
import { LanguageSwitch } from '@/components/language-switch';
import { Logo } from '@/components/logo';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/page-locale';

/** A minimal frame for signing up and logging in. */
export default async function AuthLayout({ children, params }: LayoutProps<'/[locale]'>) {
  await pageLocale(params);
  const tc = await getTranslations('common');
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-light)">
      <Container size="xs" py="xl">
        <Group justify="space-between" mb="xl">
          <Link href="/" aria-label={tc('home')} style={{ color: 'inherit' }}>
            <Logo width={160} label={tc('storeName')} />
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
            id="main"
          >
            {children}
          </Paper>
        </Center>
      </Container>
    </Box>
  );
}
