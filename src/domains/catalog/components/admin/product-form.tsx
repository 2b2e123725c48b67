'use client';

import {
  ActionIcon,
  Alert,
  Button,
  Card,
  ColorInput,
  Group,
  NumberInput,
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
  Tooltip,
} from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconRefresh, IconTrash, IconWand } from '@tabler/icons-react';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useRouter } from '@/i18n/navigation';
import { currencyDigits, minorToDecimal, toMinor } from '@/lib/money';
import { deleteProductAction, saveProductAction } from '../../actions';
import { combinations, type ProductInput, productInput, SKU_MAX, slugify } from '../../schemas';
import { type FormImage, ProductImages } from './product-images';
import { issuesToFieldErrors, translateFieldErrors, useCatalogMessage } from './use-catalog-message';

// The editor's script is loaded only on this form, and only in the browser.
const RichTextField = dynamic(() => import('./rich-text-field').then((m) => m.RichTextField), {
  ssr: false,
  loading: () => <Skeleton h={220} radius="sm" />,
});

type Money = number | string;
type Color = { uid: string; id?: number; nameEn: string; nameAr: string; swatch: string };
type Size = { uid: string; id?: number; nameEn: string; nameAr: string };
type Variant = { color: string | null; size: string | null; sku: string; price: Money; stock: Money };
type FormValues = {
  nameEn: string;
  nameAr: string;
  slugEn: string;
  slugAr: string;
  descriptionEn: string;
  descriptionAr: string;
  categoryId: string | null;
  subCategoryId: string | null;
  brandId: string | null;
  price: Money;
  compareAtPrice: Money;
  published: boolean;
  images: FormImage[];
  colors: Color[];
  sizes: Size[];
  variants: Variant[];
};

/** A product as loaded for editing (minor units, option indexes), the shape of `productInput`. */
export type ProductFormInitial = {
  id: number;
  nameEn: string;
  nameAr: string;
  slugEn: string;
  slugAr: string;
  descriptionEn: string;
  descriptionAr: string;
  categoryId: number;
  subCategoryId: number | null;
  brandId: number | null;
  price: number;
  compareAtPrice: number | null;
  published: boolean;
  images: FormImage[];
  colors: { id?: number; nameEn: string; nameAr: string; swatch: string }[];
  sizes: { id?: number; nameEn: string; nameAr: string }[];
  variants: { color: number | null; size: number | null; sku: string; price: number | null; stock: number }[];
};
export type Choice = { id: number; parentId: number | null; nameEn: string; nameAr: string };

type Props = {
  product?: ProductFormInitial;
  categories: Choice[];
  brands: Choice[];
  currency: string;
};

let uidCounter = 0;
const uid = () => `o${++uidCounter}`;

/** `SILK-SCARF-ROSE-L`: a SKU suggested from the slug and the option names. */
export function suggestSku(slug: string, ...options: (string | undefined)[]) {
  return [slug, ...options.map((o) => (o ? slugify(o, 'en') : ''))]
    .filter(Boolean)
    .join('-')
    .toUpperCase()
    .slice(0, SKU_MAX);
}

function initialValues(p: ProductFormInitial | undefined, currency: string): FormValues {
  const major = (minor: number | null) => (minor === null ? '' : Number(minorToDecimal(minor, currency)));
  if (!p) {
    return {
      nameEn: '',
      nameAr: '',
      slugEn: '',
      slugAr: '',
      descriptionEn: '',
      descriptionAr: '',
      categoryId: null,
      subCategoryId: null,
      brandId: null,
      price: '',
      compareAtPrice: '',
      published: false,
      images: [],
      colors: [],
      sizes: [],
      variants: [{ color: null, size: null, sku: '', price: '', stock: 0 }],
    };
  }
  const colors = p.colors.map((c) => ({ ...c, uid: uid() }));
  const sizes = p.sizes.map((s) => ({ ...s, uid: uid() }));
  return {
    nameEn: p.nameEn,
    nameAr: p.nameAr,
    slugEn: p.slugEn,
    slugAr: p.slugAr,
    descriptionEn: p.descriptionEn,
    descriptionAr: p.descriptionAr,
    categoryId: String(p.categoryId),
    subCategoryId: p.subCategoryId === null ? null : String(p.subCategoryId),
    brandId: p.brandId === null ? null : String(p.brandId),
    price: major(p.price),
    compareAtPrice: major(p.compareAtPrice),
    published: p.published,
    images: p.images,
    colors,
    sizes,
    variants: p.variants.map((v) => ({
      color: v.color === null ? null : (colors[v.color]?.uid ?? null),
      size: v.size === null ? null : (sizes[v.size]?.uid ?? null),
      sku: v.sku,
      price: major(v.price),
      stock: v.stock,
    })),
  };
}

/** The form's values → the action's input: money in minor units, options as list indexes. */
function toInput(values: FormValues, currency: string, id: number | undefined): ProductInput {
  const money = (v: Money) => (String(v).trim() === '' ? null : (toMinor(String(v), currency) ?? Number.NaN));
  const count = (v: Money) => (String(v).trim() === '' ? Number.NaN : Number(v));
  const colorIndex = new Map(values.colors.map((c, i) => [c.uid, i]));
  const sizeIndex = new Map(values.sizes.map((s, i) => [s.uid, i]));
  return {
    id,
    nameEn: values.nameEn,
    nameAr: values.nameAr,
    slugEn: values.slugEn,
    slugAr: values.slugAr,
    descriptionEn: values.descriptionEn,
    descriptionAr: values.descriptionAr,
    categoryId: values.categoryId ? Number(values.categoryId) : Number.NaN,
    subCategoryId: values.subCategoryId ? Number(values.subCategoryId) : null,
    brandId: values.brandId ? Number(values.brandId) : null,
    price: money(values.price) ?? Number.NaN,
    compareAtPrice: money(values.compareAtPrice),
    published: values.published,
    images: values.images,
    colors: values.colors.map(({ uid: _, ...c }) => c),
    sizes: values.sizes.map(({ uid: _, ...s }) => s),
    variants: values.variants.map((v) => ({
      color: v.color === null ? null : (colorIndex.get(v.color) ?? -1),
      size: v.size === null ? null : (sizeIndex.get(v.size) ?? -1),
      sku: v.sku,
      price: money(v.price),
      stock: count(v.stock),
    })),
  };
}

/**
 * Create or edit a product (one form for both): names, slugs and rich-text descriptions in both languages,
 * placement, money in the store currency, photos, and the colour × size variants with SKU, price and stock.
 * The shared schema checks it here first; the server checks it again and its errors land on the same fields.
 */
export function ProductForm({ product, categories, brands, currency }: Props) {
  const t = useTranslations('adminCatalog');
  const tc = useTranslations('common');
  const locale = useLocale();
  const message = useCatalogMessage();
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
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
    <NumberInput
      label={label}
      withAsterisk={required}
      decimalScale={digits}
      fixedDecimalScale={digits > 0}
      allowNegative={false}
      thousandSeparator=","
      min={0}
      hideControls
      leftSection={
        <Text size="xs" c="dimmed" fw={600}>
          {currency}
        </Text>
      }
      leftSectionWidth={48}
      dir="ltr"
      {...form.getInputProps(path)}
    />
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
    setVariants(form.values.variants.filter((row) => (kind === 'colors' ? row.color : row.size) !== removed));
  };

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    const input = toInput(values, currency, product?.id);
    const checked = productInput.safeParse(input);
    if (!checked.success) {
      form.setErrors(translateFieldErrors(issuesToFieldErrors(checked.error), message));
      setFormError(message('validation.fixFields'));
      return;
    }
    const result = await saveProductAction(input);
    if (!result.ok) {
      form.setErrors(translateFieldErrors(result.fieldErrors, message));
      setFormError(message(result.error, result.values));
      return;
    }
    notifications.show({ color: 'green', message: t('product.saved') });
    if (product) router.refresh();
    else router.push(`/admin/products/${result.data.id}`);
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
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}

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
                          <NumberInput
                            aria-label={`${t('product.variantPrice')} ${combo}`}
                            placeholder={t('product.samePrice')}
                            decimalScale={digits}
                            fixedDecimalScale={digits > 0}
                            allowNegative={false}
                            hideControls
                            dir="ltr"
                            {...form.getInputProps(`variants.${index}.price`)}
                          />
                        </TableTd>
                        <TableTd miw={110}>
                          <NumberInput
                            aria-label={`${t('product.stock')} ${combo}`}
                            allowDecimal={false}
                            min={0}
                            dir="ltr"
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
          <Button type="submit" size="md" loading={form.submitting}>
            {product ? tc('save') : t('product.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type OptionKind = 'colors' | 'sizes';
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
function OptionListEditor({
  form,
  kind,
  onRemove,
}: {
  form: UseFormReturnType<FormValues>;
  kind: OptionKind;
  onRemove: (kind: OptionKind, index: number) => void;
}) {
  const t = useTranslations('adminCatalog');
  const text = OPTION_TEXT[kind];
  return (
    <Stack gap="xs">
      <Text fw={600}>{t(text.title)}</Text>
      {form.values[kind].map((option, index) => (
        <Group key={option.uid} gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            aria-label={`${t(text.nameEn)} ${index + 1}`}
            placeholder={t(text.nameEn)}
            dir="ltr"
            style={{ flex: 1 }}
            {...form.getInputProps(`${kind}.${index}.nameEn`)}
          />
          <TextInput
            aria-label={`${t(text.nameAr)} ${index + 1}`}
            placeholder={t(text.nameAr)}
            dir="rtl"
            style={{ flex: 1 }}
            {...form.getInputProps(`${kind}.${index}.nameAr`)}
          />
          {kind === 'colors' && (
            <ColorInput
              aria-label={`${t('product.swatch')} ${index + 1}`}
              w={130}
              format="hex"
              dir="ltr"
              {...form.getInputProps(`colors.${index}.swatch`)}
            />
          )}
          <Tooltip label={t(text.remove)}>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={4}
              aria-label={`${t(text.remove)} ${index + 1}`}
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
