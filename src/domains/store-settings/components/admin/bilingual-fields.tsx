'use client';

import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useTranslations } from 'next-intl';

type Props = {
  /** The field's name without the language ("Hero title"). */
  label: string;
  /** Mantine form's `inputProps` for `{path}.en` and `{path}.ar`. */
  inputProps: (path: string) => object;
  path: string;
  required?: boolean;
  multiline?: boolean;
  description?: string;
};

/** One text in both languages: English, then Arabic written right to left. */
export function BilingualFields({ label, inputProps, path, required, multiline, description }: Props) {
  const t = useTranslations('adminStore');
  const Field = multiline ? Textarea : TextInput;
  const extra = multiline ? { autosize: true, minRows: 2, maxRows: 6 } : {};
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Field
        label={t('inEnglish', { label })}
        description={description}
        withAsterisk={required}
        dir="ltr"
        lang="en"
        {...extra}
        {...inputProps(`${path}.en`)}
      />
      <Field
        label={t('inArabic', { label })}
        description={description}
        withAsterisk={required}
        dir="rtl"
        lang="ar"
        {...extra}
        {...inputProps(`${path}.ar`)}
      />
    </SimpleGrid>
  );
}
