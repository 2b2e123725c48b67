'use client';

import { Button, Group, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { z } from 'zod';
import { FormBanner } from '@/components/form-kit/form-banner';
import { useActionForm } from '@/components/form-kit/use-action-form';
import { ImageField } from '@/domains/media/components/image-field';
import { refusalOf } from '@/lib/action-result';
import { saveBrandAction, saveCategoryAction } from '../../actions';
import { brandInput, CATALOG_MESSAGE_VALUES, categoryInput, slugify } from '../../schemas';

export type GroupKind = 'categories' | 'brands';

/** `categoryInput`'s shape (a brand's, plus a parent), with the parent as a select value. */
export type GroupFormValues = Omit<z.output<typeof categoryInput>, 'parentId'> & { parentId: string | null };

/** A possible parent of a category: a top-level category. */
type Parent = { id: number; nameEn: string; nameAr: string };

type GroupFormProps = { kind: GroupKind; initial: GroupFormValues; parents: Parent[]; onSaved: () => void };

/** The create/edit form: names and slugs in both languages (slugs follow the names until edited), parent, image. */
export function GroupForm({ kind, initial, parents, onSaved }: GroupFormProps) {
  const t = useTranslations('adminCatalog');
  const tc = useTranslations('common');
  const locale = useLocale();
  // An existing item's slugs are its URLs: never rewrite them behind the admin's back.
  const [slugEdited, setSlugEdited] = useState({ en: !!initial.id, ar: !!initial.id });
  const form = useForm<GroupFormValues>({ initialValues: initial });
  const schema = kind === 'categories' ? categoryInput : brandInput;

  const nameProps = (lang: 'en' | 'ar') => {
    const field = lang === 'en' ? 'nameEn' : 'nameAr';
    const slug = lang === 'en' ? 'slugEn' : 'slugAr';
    const props = form.getInputProps(field);
    return {
      ...props,
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        props.onChange(event);
        if (!slugEdited[lang]) form.setFieldValue(slug, slugify(event.currentTarget.value, lang));
      },
    };
  };
  const slugProps = (lang: 'en' | 'ar') => {
    const props = form.getInputProps(lang === 'en' ? 'slugEn' : 'slugAr');
    return {
      ...props,
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        props.onChange(event);
        setSlugEdited((s) => ({ ...s, [lang]: true }));
      },
    };
  };

  const { onSubmit, pending, banner } = useActionForm({
    form,
    messages: { values: CATALOG_MESSAGE_VALUES },
    submit: async ({ parentId, ...rest }) => {
      const input = { ...rest, parentId: parentId ? Number(parentId) : null };
      return (
        refusalOf(schema, input) ??
        (kind === 'categories' ? saveCategoryAction(input) : saveBrandAction(rest))
      );
    },
    successMessage: t(`${kind === 'categories' ? 'category' : 'brand'}.saved`),
    onSuccess: onSaved,
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormBanner message={banner} />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput label={t('nameEn')} withAsterisk dir="ltr" miw={220} {...nameProps('en')} />
          <TextInput label={t('nameAr')} withAsterisk dir="rtl" miw={220} {...nameProps('ar')} />
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          <TextInput label={t('slugEn')} withAsterisk dir="ltr" miw={220} {...slugProps('en')} />
          <TextInput label={t('slugAr')} withAsterisk dir="rtl" miw={220} {...slugProps('ar')} />
        </Group>
        {kind === 'categories' && (
          <Select
            label={t('category.parent')}
            placeholder={t('category.topLevel')}
            clearable
            data={parents.map((p) => ({ value: String(p.id), label: locale === 'ar' ? p.nameAr : p.nameEn }))}
            {...form.getInputProps('parentId')}
          />
        )}
        <ImageField
          label={t('image')}
          folder={kind}
          value={form.values.image}
          onChange={(key) => form.setFieldValue('image', key)}
          error={form.errors.image as string | undefined}
        />
        <Switch
          label={t('hiddenSwitch')}
          description={t('hiddenHint')}
          {...form.getInputProps('hidden', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {tc('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
