'use client';

import {
  ActionIcon,
  Divider,
  Group,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { ImageField } from '@/domains/media/components/image-field';
import { saveHomepageAction } from '../../actions';
import { type HomepageInput, homepageInput } from '../../storefront-schemas';
import { BilingualFields } from './bilingual-fields';
import { SettingsForm, SettingsSection } from './settings-section';
import { useSettingsForm } from './use-settings-form';

type Props = {
  initial: HomepageInput;
  /** The categories a featured section may show, named in the page's language. */
  categories: { value: string; label: string }[];
};

/** Homepage: the hero and its call to action, the announcement bar, and which sections show in what order. */
export function HomepageForm({ initial, categories }: Props) {
  const t = useTranslations('adminStore.homepage');
  const { form, onSubmit, pending, banner, inputProps } = useSettingsForm({
    initialValues: initial,
    schema: homepageInput,
    save: saveHomepageAction,
    savedMessage: t('saved'),
  });
  const sections = form.values.sections;
  const move = (from: number, to: number) => form.reorderListItem('sections', { from, to });
  const featured = inputProps('featuredCategoryId');

  return (
    <SettingsSection id="homepage" title={t('title')} description={t('description')}>
      <SettingsForm onSubmit={onSubmit} banner={banner} pending={pending} saveLabel={t('save')}>
        <Title order={3} fz="h5">
          {t('hero')}
        </Title>
        <BilingualFields
          label={t('heroTitle')}
          path="heroTitle"
          inputProps={inputProps}
          description={t('heroTitleHint')}
        />
        <BilingualFields label={t('heroSubtitle')} path="heroSubtitle" inputProps={inputProps} multiline />
        <ImageField
          label={t('heroImage')}
          folder="store"
          value={form.values.heroImage}
          onChange={(key) => form.setFieldValue('heroImage', key)}
        />
        <BilingualFields label={t('ctaLabel')} path="ctaLabel" inputProps={inputProps} />
        <TextInput label={t('ctaHref')} description={t('ctaHrefHint')} dir="ltr" {...inputProps('ctaHref')} />

        <Divider />
        <Title order={3} fz="h5">
          {t('announcementTitle')}
        </Title>
        <Switch
          label={t('announcementOn')}
          description={t('announcementOnHint')}
          {...form.getInputProps('announcementOn', { type: 'checkbox' })}
        />
        <BilingualFields label={t('announcement')} path="announcement" inputProps={inputProps} />

        <Divider />
        <Title order={3} fz="h5" id="home-sections-title">
          {t('sectionsTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('sectionsHint')}
        </Text>
        <Stack
          gap="xs"
          component="ol"
          aria-labelledby="home-sections-title"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {sections.map((section, index) => (
            <Paper
              component="li"
              withBorder
              p="xs"
              key={section.key}
              data-testid={`home-section-${section.key}`}
            >
              <Group justify="space-between" wrap="nowrap">
                <Switch
                  label={t(`sections.${section.key}`)}
                  {...form.getInputProps(`sections.${index}.visible`, { type: 'checkbox' })}
                />
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="default"
                    aria-label={t('moveUp', { section: t(`sections.${section.key}`) })}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <IconArrowUp size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    aria-label={t('moveDown', { section: t(`sections.${section.key}`) })}
                    disabled={index === sections.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <IconArrowDown size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
        <Select
          label={t('featuredCategory')}
          description={t('featuredCategoryHint')}
          data={categories}
          searchable
          clearable
          nothingFoundMessage={t('noCategory')}
          maw={400}
          {...featured}
          value={form.values.featuredCategoryId === null ? null : String(form.values.featuredCategoryId)}
          onChange={(value) => form.setFieldValue('featuredCategoryId', value ? Number(value) : null)}
        />
      </SettingsForm>
    </SettingsSection>
  );
}
