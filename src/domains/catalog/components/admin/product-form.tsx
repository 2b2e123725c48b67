'use client';

import {
  Alert,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Table,
  TableScrollContainer,
  TableTbody,
  TableTd,
  TableTh,
  TableThead,
  TableTr,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconRefresh, IconTrash, IconWand } from '@tabler/icons-react';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormBanner } from '@/components/form-kit/form-banner';
import { MoneyInput } from '@/components/form-kit/money-input';
import { NumberField } from '@/components/form-kit/number-field';
import { useActionForm } from '@/components/form-kit/use-action-form';
import { useMessage } from '@/components/form-kit/use-message';
import { useRouter } from '@/i18n/navigation';
import { refusalOf } from '@/lib/action-result';
import { currencyDigits } from '@/lib/money';
import { deleteProductAction, saveProductAction } from '../../actions';
import {
  CATALOG_MESSAGE_VALUES,
  combinations,
  productInput,
  type SavedProduct,
  slugify,
} from '../../schemas';
import { OptionListEditor } from './option-list-editor';
import {
  type Choice,
  type FormValues,
  initialValues,
  suggestSku,
  toInput,
  type Variant,
} from './product-form-values';
import { ProductImages } from './product-images';

// The editor's script is loaded only on this form, and only in the browser.
const RichTextField = dynamic(() => import('./rich-text-field').then((m) => m.RichTextField), {
  ssr: false,
  loading: () => <Skeleton h={220} radius="sm" />,
});

type Props = {
  product?: SavedProduct;
  categories: Choice[];
  brands: Choice[];
  currency: string;
};

export function ProductForm({ product, categories, brands, currency }: Props) {
  const t = useTranslations('adminCatalog');
  const tc = useTranslations('common');
  const locale = useLocale();
  const message = useMessage({ values: CATALOG_MESSAGE_VALUES });
  const router = useRouter();
  const [slugEdited, setSlugEdited] = useState({ en: !!product, ar: !!product });
  const form = useForm<FormValues>({ initialValues: initialValues(product, currency) });
  const digits = currencyDigits(currency);
  const v = form.values;
  const name = (c: { nameEn: string; nameAr: string }) => (locale === 'ar' ? c.nameAr : c.nameEn);

  const topCategories = categories.filter((c) => c.parentId === null);
  const subCategories = categories.filter(
    (c) => v.categoryId !== null && c.parentId === Number(v.categoryId),
  );

  const nameInput = (lang: 'en' | 'ar') => {
    const props = form.getInputProps(lang === 'en' ? 'nameEn' : 'nameAr');
    return {
      ...props,
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        props.onChange(event);
        if (!slugEdited[lang])
          form.setFieldValue(lang === 'en' ? 'slugEn' : 'slugAr', slugify(event.currentTarget.value, lang));
      },
    };
  };
  const slugInput = (lang: 'en' | 'ar') => {
    const props = form.getInputProps(lang === 'en' ? 'slugEn' : 'slugAr');
    return {
      ...props,
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        props.onChange(event);
        setSlugEdited((s) => ({ ...s, [lang]: true }));
      },
    };
  };

  /**
   * Replaces the variant rows. Mantine clears an error only under the exact path that changed, so the rows' own
   * errors (`variants.0.sku`) would stay on rows that were just filled or rebuilt.
   */
  const setVariants = (rows: Variant[]) => {
    form.setFieldValue('variants', rows);
    form.setErrors((errors) =>
      Object.fromEntries(Object.entries(errors).filter(([path]) => !path.startsWith('variants.'))),
    );
  };

  const moneyInput = (path: string, label: string, required = false) => (
    <MoneyInput currency={currency} label={label} withAsterisk={required} {...form.getInputProps(path)} />
  );

  /** Rebuilds the variant table from the option lists, keeping SKU, price and stock of combinations that remain. */
  const generate = () => {
    const colorList = form.values.colors;
    const sizeList = form.values.sizes;
    const keep = new Map(form.values.variants.map((row) => [`${row.color}|${row.size}`, row]));
    const rows = combinations(colorList.length, sizeList.length).map(([c, s]): Variant => {
      const color = c === null ? undefined : colorList[c];
      const size = s === null ? undefined : sizeList[s];
      const key = `${color?.uid ?? null}|${size?.uid ?? null}`;
      return (
        keep.get(key) ?? {
          color: color?.uid ?? null,
          size: size?.uid ?? null,
          sku: suggestSku(form.values.slugEn, color?.nameEn, size?.nameEn),
          price: '',
          stock: 0,
          loadedStock: null,
        }
      );
    });
    setVariants(rows);
  };

  const suggestSkus = () =>
    setVariants(
      form.values.variants.map((row) => {
        if (row.sku.trim()) return row;
        const color = form.values.colors.find((c) => c.uid === row.color);
        const size = form.values.sizes.find((s) => s.uid === row.size);
        return { ...row, sku: suggestSku(form.values.slugEn, color?.nameEn, size?.nameEn) };
      }),
    );

  // Removing a colour or size removes its combinations, so the table never points at a missing option.
  const removeOption = (kind: 'colors' | 'sizes', index: number) => {
    const removed = form.values[kind][index]?.uid;
    form.removeListItem(kind, index);
    // Its photos stay, shown with every colour.
    if (kind === 'colors')
      form.setFieldValue(
        'images',
        form.values.images.map((image) => (image.color === removed ? { ...image, color: null } : image)),
      );
    setVariants(form.values.variants.filter((row) => (kind === 'colors' ? row.color : row.size) !== removed));
  };

  const { onSubmit, pending, banner } = useActionForm({
    form,
    messages: { values: CATALOG_MESSAGE_VALUES },
    // The shared schema checks the values here first; the server checks them again.
    submit: async (values) => {
      const input = toInput(values, currency, product?.id);
      return refusalOf(productInput, input) ?? saveProductAction(input);
    },
    successMessage: t('product.saved'),
    onSuccess: ({ id }, sent) => {
      if (!product) return router.push(`/admin/products/${id}`);
      // What was saved is now what the form has loaded: saving again before the page reloads changes no stock.
      const saved = new Map(sent.variants.map((row) => [`${row.color}|${row.size}`, Number(row.stock)]));
      form.setFieldValue(
        'variants',
        form.values.variants.map((row) => ({
          ...row,
          loadedStock: saved.get(`${row.color}|${row.size}`) ?? row.loadedStock,
        })),
      );
      router.refresh();
    },
  });

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('product.deleteTitle'),
      children: <Text size="sm">{t('product.deleteText', { name: name(v) || v.slugEn })}</Text>,
      labels: { confirm: t('delete'), cancel: tc('cancel') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        if (!product) return;
        const result = await deleteProductAction({ id: product.id });
        if (!result.ok) {
          notifications.show({ color: 'red', message: message(result.error, result.values) });
          return;
        }
        notifications.show({ color: 'green', message: t('product.deleted') });
        router.push('/admin/products');
      },
    });

  const variantError = typeof form.errors.variants === 'string' ? form.errors.variants : undefined;
  const optionName = (list: { uid: string; nameEn: string; nameAr: string }[], id: string | null) => {
    const option = list.find((o) => o.uid === id);
    return option ? name(option) || option.nameEn || option.nameAr : '—';
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <FormBanner message={banner} />

        <Card withBorder padding="lg">
          <Stack>
            <Title order={2} fz="h4">
              {t('product.details')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('nameEn')} withAsterisk dir="ltr" {...nameInput('en')} />
              <TextInput label={t('nameAr')} withAsterisk dir="rtl" {...nameInput('ar')} />
              <TextInput label={t('slugEn')} withAsterisk dir="ltr" {...slugInput('en')} />
              <TextInput label={t('slugAr')} withAsterisk dir="rtl" {...slugInput('ar')} />
            </SimpleGrid>
            <RichTextField
              id="description-en"
              label={t('product.descriptionEn')}
              dir="ltr"
              value={v.descriptionEn}
              onChange={(html) => form.setFieldValue('descriptionEn', html)}
              error={form.errors.descriptionEn as string | undefined}
            />
            <RichTextField
              id="description-ar"
              label={t('product.descriptionAr')}
              dir="rtl"
              value={v.descriptionAr}
              onChange={(html) => form.setFieldValue('descriptionAr', html)}
              error={form.errors.descriptionAr as string | undefined}
            />
          </Stack>
        </Card>

        <Card withBorder padding="lg">
          <Stack>
            <Title order={2} fz="h4">
              {t('product.placement')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label={t('product.category')}
                withAsterisk
                searchable
                data={topCategories.map((c) => ({ value: String(c.id), label: name(c) }))}
                {...form.getInputProps('categoryId')}
                onChange={(value) => {
                  form.setFieldValue('categoryId', value);
                  const sub = categories.find((c) => String(c.id) === form.values.subCategoryId);
                  if (sub && String(sub.parentId) !== value) form.setFieldValue('subCategoryId', null);
                }}
              />
              <Select
                label={t('product.subCategory')}
                clearable
                searchable
                disabled={subCategories.length === 0}
                placeholder={subCategories.length === 0 ? t('product.noSubCategories') : undefined}
                data={subCategories.map((c) => ({ value: String(c.id), label: name(c) }))}
                {...form.getInputProps('subCategoryId')}
              />
              <Select
                label={t('product.brand')}
                clearable
                searchable
                data={brands.map((b) => ({ value: String(b.id), label: name(b) }))}
                {...form.getInputProps('brandId')}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {moneyInput('price', t('product.price'), true)}
              {moneyInput('compareAtPrice', t('product.compareAtPrice'))}
              <Switch
                mt={{ sm: 30 }}
                label={t('published')}
                description={t('product.publishedHint')}
                {...form.getInputProps('published', { type: 'checkbox' })}
              />
            </SimpleGrid>
          </Stack>
        </Card>

        <Card withBorder padding="lg">
          <ProductImages
            images={v.images}
            onAdd={(image) => form.insertListItem('images', image)}
            onMove={(from, to) => form.reorderListItem('images', { from, to })}
            onRemove={(index) => form.removeListItem('images', index)}
            colors={v.colors.map((c) => ({ value: c.uid, label: name(c) || '—' }))}
            colorProps={(index) => form.getInputProps(`images.${index}.color`)}
            error={form.errors.images as string | undefined}
          />
        </Card>

        <Card withBorder padding="lg">
          <Stack>
            <Title order={2} fz="h4">
              {t('product.options')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('product.optionsHint')}
            </Text>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
              <OptionListEditor form={form} kind="colors" onRemove={removeOption} />
              <OptionListEditor form={form} kind="sizes" onRemove={removeOption} />
            </SimpleGrid>
          </Stack>
        </Card>

        <Card withBorder padding="lg">
          <Stack>
            <Group justify="space-between">
              <Title order={2} fz="h4">
                {t('product.variants')}
              </Title>
              <Group gap="xs">
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconWand size={14} />}
                  onClick={suggestSkus}
                >
                  {t('product.suggestSkus')}
                </Button>
                <Button size="xs" leftSection={<IconRefresh size={14} />} onClick={generate}>
                  {t('product.generate')}
                </Button>
              </Group>
            </Group>
            {product && (
              <Text size="sm" c="dimmed">
                {t('product.stockHint')}
              </Text>
            )}
            {variantError && (
              <Alert color="red" role="alert">
                {variantError}
              </Alert>
            )}
            <TableScrollContainer minWidth={640}>
              <Table verticalSpacing={4}>
                <TableThead>
                  <TableTr>
                    <TableTh>{t('product.color')}</TableTh>
                    <TableTh>{t('product.size')}</TableTh>
                    <TableTh>{t('product.sku')}</TableTh>
                    <TableTh>{t('product.variantPrice')}</TableTh>
                    <TableTh>{t('product.stock')}</TableTh>
                  </TableTr>
                </TableThead>
                <TableTbody>
                  {v.variants.map((row, index) => {
                    const combo = [optionName(v.colors, row.color), optionName(v.sizes, row.size)].join(
                      ' / ',
                    );
                    return (
                      <TableTr key={`${row.color}|${row.size}`} data-testid="variant-row">
                        <TableTd>{optionName(v.colors, row.color)}</TableTd>
                        <TableTd>{optionName(v.sizes, row.size)}</TableTd>
                        <TableTd>
                          <TextInput
                            aria-label={`${t('product.sku')} ${combo}`}
                            dir="ltr"
                            miw={160}
                            {...form.getInputProps(`variants.${index}.sku`)}
                          />
                        </TableTd>
                        <TableTd miw={150}>
                          <NumberField
                            aria-label={`${t('product.variantPrice')} ${combo}`}
                            placeholder={t('product.samePrice')}
                            decimalScale={digits}
                            fixedDecimalScale={digits > 0}
                            allowNegative={false}
                            hideControls
                            {...form.getInputProps(`variants.${index}.price`)}
                          />
                        </TableTd>
                        <TableTd miw={110}>
                          <NumberField
                            aria-label={`${t('product.stock')} ${combo}`}
                            allowDecimal={false}
                            min={0}
                            {...form.getInputProps(`variants.${index}.stock`)}
                          />
                        </TableTd>
                      </TableTr>
                    );
                  })}
                </TableTbody>
              </Table>
            </TableScrollContainer>
          </Stack>
        </Card>

        <Group justify="space-between">
          {product ? (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={confirmDelete}
            >
              {t('product.delete')}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" size="md" loading={pending}>
            {product ? tc('save') : t('product.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
