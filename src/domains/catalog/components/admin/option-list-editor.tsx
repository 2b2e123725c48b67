import { ActionIcon, Button, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useLocale, useTranslations } from 'next-intl';
import { ColorField } from '@/components/form-kit/color-field';
import { formatNumber } from '@/lib/money';
import { type FormValues, uid } from './product-form-values';

export type OptionKind = 'colors' | 'sizes';
// Message keys per list; colours also carry a swatch.
const OPTION_TEXT = {
  colors: {
    title: 'product.colors',
    nameEn: 'product.colorNameEn',
    nameAr: 'product.colorNameAr',
    remove: 'product.removeColor',
    add: 'product.addColor',
  },
  sizes: {
    title: 'product.sizes',
    nameEn: 'product.sizeNameEn',
    nameAr: 'product.sizeNameAr',
    remove: 'product.removeSize',
    add: 'product.addSize',
  },
} as const;

/** One option list (colours with swatches, or sizes): a row per value with its names in both languages. */
export function OptionListEditor({
  form,
  kind,
  onRemove,
}: {
  form: UseFormReturnType<FormValues>;
  kind: OptionKind;
  onRemove: (kind: OptionKind, index: number) => void;
}) {
  const t = useTranslations('adminCatalog');
  const locale = useLocale();
  const text = OPTION_TEXT[kind];
  return (
    <Stack gap="xs">
      <Text fw={600}>{t(text.title)}</Text>
      {form.values[kind].map((option, index) => (
        <Group key={option.uid} gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            aria-label={`${t(text.nameEn)} ${formatNumber(index + 1, locale)}`}
            placeholder={t(text.nameEn)}
            dir="ltr"
            style={{ flex: 1, minWidth: 0 }}
            {...form.getInputProps(`${kind}.${index}.nameEn`)}
          />
          <TextInput
            aria-label={`${t(text.nameAr)} ${formatNumber(index + 1, locale)}`}
            placeholder={t(text.nameAr)}
            dir="rtl"
            style={{ flex: 1, minWidth: 0 }}
            {...form.getInputProps(`${kind}.${index}.nameAr`)}
          />
          {kind === 'colors' && (
            <ColorField
              aria-label={`${t('product.swatch')} ${formatNumber(index + 1, locale)}`}
              // Its own width: a field's default width would otherwise squeeze it below the hex it holds.
              w={150}
              style={{ flex: 'none' }}
              {...form.getInputProps(`colors.${index}.swatch`)}
            />
          )}
          <Tooltip label={t(text.remove)}>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={4}
              aria-label={`${t(text.remove)} ${formatNumber(index + 1, locale)}`}
              onClick={() => onRemove(kind, index)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ))}
      <Button
        variant="light"
        size="xs"
        leftSection={<IconPlus size={14} />}
        onClick={() =>
          form.insertListItem(
            kind,
            kind === 'colors'
              ? { uid: uid(), nameEn: '', nameAr: '', swatch: '#000000' }
              : { uid: uid(), nameEn: '', nameAr: '' },
          )
        }
        style={{ alignSelf: 'flex-start' }}
      >
        {t(text.add)}
      </Button>
    </Stack>
  );
}
