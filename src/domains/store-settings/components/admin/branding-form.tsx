'use client';

import { Alert, Button, DEFAULT_THEME, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useLocale, useTranslations } from 'next-intl';
import type { CSSProperties } from 'react';
import { ColorField } from '@/components/form-kit/color-field';
import { Logo } from '@/components/logo';
import { ImageField } from '@/domains/media/components/image-field';
import { formatMoney, intlLocale } from '@/lib/money';
import { contrastRatio, readableOn, shadesOf, surfacesOf, TEXT_CONTRAST } from '@/lib/theme';
import { saveBrandingAction } from '../../actions';
import { brandOf } from '../../brand';
import { type BrandingInput, brandingInput, HEX_COLOR } from '../../storefront-schemas';
import { BilingualFields } from './bilingual-fields';
import { SettingsForm, SettingsSection } from './settings-section';
import { useSettingsForm } from './use-settings-form';

const SWATCHES = ['#242F51', '#384878', '#0B6E4F', '#7A1F3D', '#8A5A00', '#1F2937', '#5B2A86', '#005F73'];

/**
 * The colour's contrast as text on the light page (links, prices), when it is below WCAG AA; null when it reads
 * well. Text ON the colour (buttons, the bar, the banner) is always black or white, whichever reads better, and in
 * dark mode a lighter shade is used for text, so neither needs a warning.
 */
function weakContrast(color: string): number | null {
  if (!HEX_COLOR.test(color)) return null;
  const ratio = contrastRatio(color, surfacesOf(DEFAULT_THEME).light[0]);
  return ratio < TEXT_CONTRAST ? ratio : null;
}

/** Logo & Branding Colors: the store's name, logo, square icon and colours, with a live preview. */
export function BrandingForm({ initial, currency }: { initial: BrandingInput; currency: string }) {
  const t = useTranslations('adminStore.branding');
  const locale = useLocale();
  const { form, onSubmit, pending, banner, inputProps } = useSettingsForm({
    initialValues: initial,
    schema: brandingInput,
    save: saveBrandingAction,
    savedMessage: t('saved'),
  });
  const { primaryColor, secondaryColor } = form.values;
  const valid = HEX_COLOR.test(primaryColor) && HEX_COLOR.test(secondaryColor);
  const brand = brandOf(form.values, locale);
  // The preview draws with the chosen colours, not the page's: the same variables the theme sets.
  const previewColors = valid
    ? ({
        '--mantine-color-brand-6': primaryColor,
        '--mantine-color-accent-4': shadesOf(secondaryColor)[4],
      } as CSSProperties)
    : {};
  const weak = weakContrast(primaryColor);

  return (
    <SettingsSection id="branding" title={t('title')} description={t('description')}>
      <SettingsForm onSubmit={onSubmit} banner={banner} pending={pending} saveLabel={t('save')}>
        <BilingualFields label={t('storeName')} path="storeName" inputProps={inputProps} required />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ImageField
            label={t('logo')}
            folder="store"
            value={form.values.logo}
            onChange={(key) => form.setFieldValue('logo', key)}
            error={inputProps('logo').error as string | undefined}
          />
          <ImageField
            label={t('icon')}
            folder="store"
            value={form.values.icon}
            onChange={(key) => form.setFieldValue('icon', key)}
            error={inputProps('icon').error as string | undefined}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('iconHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ColorField
            label={t('primary')}
            description={t('primaryHint')}
            swatches={SWATCHES}
            eyeDropperButtonProps={{ 'aria-label': t('eyeDropper') }}
            withAsterisk
            {...inputProps('primaryColor')}
          />
          <ColorField
            label={t('secondary')}
            description={t('secondaryHint')}
            swatches={SWATCHES}
            eyeDropperButtonProps={{ 'aria-label': t('eyeDropper') }}
            withAsterisk
            {...inputProps('secondaryColor')}
          />
        </SimpleGrid>
        {weak !== null && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            data-testid="contrast-warning"
            title={t('contrastTitle')}
          >
            {t('contrast', {
              ratio: new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 1 }).format(weak),
            })}
          </Alert>
        )}
        <Stack gap={6}>
          <Text fw={600} size="sm" id="branding-preview-title">
            {t('preview')}
          </Text>
          <Paper
            withBorder
            radius="md"
            style={{ overflow: 'hidden', ...previewColors }}
            role="img"
            aria-labelledby="branding-preview-title"
            data-testid="branding-preview"
          >
            {valid && (
              <Text
                size="xs"
                ta="center"
                fw={600}
                py={4}
                style={{ background: primaryColor, color: readableOn(primaryColor) }}
              >
                {t('previewAnnouncement', { amount: formatMoney(15_000, currency, locale) })}
              </Text>
            )}
            <Group justify="space-between" p="sm" wrap="nowrap">
              <Logo width={120} label={brand.name} text={brand.wordmark} image={brand.logo} />
              {valid && (
                <Group gap="sm" wrap="nowrap">
                  <Text fw={700} style={{ color: primaryColor }}>
                    <bdi>{formatMoney(12_000, currency, locale)}</bdi>
                  </Text>
                  <Button component="span" color={primaryColor} autoContrast size="xs" tabIndex={-1}>
                    {t('previewButton')}
                  </Button>
                </Group>
              )}
            </Group>
          </Paper>
        </Stack>
      </SettingsForm>
    </SettingsSection>
  );
}
