'use client';

import { ActionIcon, Box, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';

/**
 * Light by default; the choice is kept in local storage and does not follow the system (spec section 4).
 * Both icons render and CSS shows the right one, so server and client HTML always match.
 */
export function ColorModeToggle() {
  const t = useTranslations('header');
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: true });
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      onClick={() => setColorScheme(scheme === 'dark' ? 'light' : 'dark')}
      aria-label={t('colorMode')}
      title={t('colorMode')}
    >
      <Box component="span" darkHidden>
        <IconMoon size={20} aria-hidden />
      </Box>
      <Box component="span" lightHidden>
        <IconSun size={20} aria-hidden />
      </Box>
    </ActionIcon>
  );
}
