'use client';

import { Alert, Group, Skeleton, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconExternalLink } from '@tabler/icons-react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useActionForm } from '@/components/form-kit/use-action-form';
import { AnchorLink } from '@/components/links';
import { ImageField } from '@/domains/media/components/image-field';
import { SettingsForm, SettingsSection } from '@/domains/store-settings/components/admin/settings-section';
import { useRouter } from '@/i18n/navigation';
import { refusalOf } from '@/lib/action-result';
import { savePageAction } from '../../actions';
import { PAGE_PATHS, type PageKey, pageInput, pageLanguages, type StorePage } from '../../schemas';

// The editor's script is loaded only on these pages, and only in the browser.
const RichTextField = dynamic(
  () => import('@/domains/catalog/components/admin/rich-text-field').then((m) => m.RichTextField),
  { ssr: false, loading: () => <Skeleton h={220} radius="sm" /> },
);

type FormValues = { bodyEn: string; bodyAr: string; image: string | null };

/** The two texts, English first; the Arabic editor writes right to left. */
const BODIES = [
  { field: 'bodyEn', dir: 'ltr' },
  { field: 'bodyAr', dir: 'rtl' },
] as const;

type Props = {
  page: StorePage;
  /** When it was last saved, in the admin's language; null: never. */
  updated: string | null;
};

/** One of the owner's pages in both languages (and About us's image), with a link to it in the store. */
export function PageEditor({ page, updated }: Props) {
  const t = useTranslations('adminContent');
  const router = useRouter();
  const key: PageKey = page.key;
  const form = useForm<FormValues>({
    initialValues: { bodyEn: page.bodyEn, bodyAr: page.bodyAr, image: page.image },
  });
  const { onSubmit, pending, banner, inputProps } = useActionForm({
    form,
    submit: async (values) => {
      const input = { key, ...values };
      return refusalOf(pageInput, input) ?? savePageAction(input);
    },
    successMessage: t('saved'),
    onSuccess: () => router.refresh(),
  });
  const languages = pageLanguages(form.values);

  return (
    <SettingsSection
      id="page-text"
      title={t('text')}
      description={updated ? t('updated', { date: updated }) : t('neverSaved')}
      action={
        <AnchorLink href={PAGE_PATHS[key]} size="sm">
          <Group component="span" gap={4} wrap="nowrap">
            {t('viewInStore')}
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </AnchorLink>
      }
    >
      <SettingsForm onSubmit={onSubmit} banner={banner} pending={pending} saveLabel={t('save')}>
        {languages !== 'both' && (
          <Alert color="yellow" variant="light" data-testid="page-languages">
            <Text size="sm">{t(`missing.${languages}`)}</Text>
          </Alert>
        )}
        {key === 'about' && (
          <ImageField
            label={t('image')}
            folder="pages"
            value={form.values.image}
            onChange={(image) => form.setFieldValue('image', image)}
            error={inputProps('image').error}
          />
        )}
        {BODIES.map(({ field, dir }) => (
          <RichTextField
            key={field}
            id={`${key}-${dir === 'rtl' ? 'ar' : 'en'}`}
            label={t(field)}
            dir={dir}
            value={form.values[field]}
            onChange={(html) => form.setFieldValue(field, html)}
            error={inputProps(field).error}
          />
        ))}
      </SettingsForm>
    </SettingsSection>
  );
}
