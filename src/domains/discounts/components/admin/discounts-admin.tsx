'use client';

import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  MultiSelect,
  Select,
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
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormBanner } from '@/components/form-kit/form-banner';
import { MoneyInput } from '@/components/form-kit/money-input';
import { NumberField } from '@/components/form-kit/number-field';
import { useActionForm } from '@/components/form-kit/use-action-form';
import { formatMoney, formatNumber, formatRate, toMajor, toMinor } from '@/lib/money';
import { deleteDiscountAction, saveDiscountAction } from '../../actions';
import {
  DISCOUNT_KINDS,
  DISCOUNT_TARGETS,
  type DiscountKind,
  type DiscountTarget,
  statusOf,
} from '../../policies';
import type { AdminDiscount } from '../../queries';

type Choice = { id: number; parentId: number | null; nameEn: string; nameAr: string };
type Choices = { products: Choice[]; categories: Choice[]; brands: Choice[] };

type Props = {
  discounts: AdminDiscount[];
  now: string;
  currency: string;
  timeZone: string;
  choices: Choices;
};

type Values = {
  id?: number;
  code: string;
  automatic: boolean;
  kind: DiscountKind;
  value: number | string;
  appliesTo: DiscountTarget;
  targetIds: string[];
  minSubtotal: number | string;
  startsAt: string;
  endsAt: string;
  usageLimit: number | string;
  perCustomerLimit: number | string;
  active: boolean;
};

const STATUS_COLORS = {
  active: 'green',
  scheduled: 'blue',
  expired: 'gray',
  off: 'gray',
  usedUp: 'orange',
} as const;

const valuesOf = (d: AdminDiscount | null, currency: string): Values =>
  d
    ? {
        id: d.id,
        code: d.code,
        automatic: d.automatic,
        kind: d.kind,
        value: d.kind === 'percentage' ? d.value / 100 : d.kind === 'fixed' ? toMajor(d.value, currency) : '',
        appliesTo: d.appliesTo,
        targetIds: d.targetIds.map(String),
        minSubtotal: d.minSubtotal ? toMajor(d.minSubtotal, currency) : '',
        startsAt: d.startsAt ? (d.startsLocal ?? '') : '',
        endsAt: d.endsAt ? (d.endsLocal ?? '') : '',
        usageLimit: d.usageLimit ?? '',
        perCustomerLimit: d.perCustomerLimit ?? '',
        active: d.active,
      }
    : {
        code: '',
        automatic: false,
        kind: 'percentage',
        value: '',
        appliesTo: 'order',
        targetIds: [],
        minSubtotal: '',
        startsAt: '',
        endsAt: '',
        usageLimit: '',
        perCustomerLimit: '',
        active: true,
      };

/** A count field's value: empty is none; anything else goes to the server's check as typed. */
const countOf = (v: number | string) => (v === '' ? null : Number(v));
const minorOf = (v: number | string, currency: string) =>
  v === '' ? 0 : (toMinor(String(v), currency) ?? Number.NaN);

/** The owner's discounts: the list (code, what it takes off, status, uses) and the form that creates or edits one. */
export function DiscountsAdmin({ discounts, now, currency, timeZone, choices }: Props) {
  const t = useTranslations('adminDiscounts');
  const locale = useLocale();
  const router = useRouter();
  const [editing, setEditing] = useState<AdminDiscount | 'new' | null>(null);
  const at = new Date(now);

  const valueText = (d: AdminDiscount) =>
    d.kind === 'percentage'
      ? formatRate(d.value, locale)
      : d.kind === 'fixed'
        ? formatMoney(d.value, currency, locale)
        : t('kinds.freeDelivery');

  const remove = async (d: AdminDiscount) => {
    if (!window.confirm(t('deleteConfirm', { code: d.code }))) return;
    const result = await deleteDiscountAction({ id: d.id });
    notifications.show(
      result.ok
        ? { color: 'green', message: t('deleted', { code: d.code }) }
        : { color: 'red', message: t('deleteFailed') },
    );
    router.refresh();
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          {t('timeZoneNote', { timeZone })}
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('new')}
        </Button>
      </Group>
      <Card withBorder padding={0}>
        {discounts.length === 0 ? (
          <Text c="dimmed" p="lg">
            {t('empty')}
          </Text>
        ) : (
          <TableScrollContainer minWidth={640}>
            <Table striped verticalSpacing="sm" data-testid="discounts-table">
              <TableThead>
                <TableTr>
                  <TableTh>{t('code')}</TableTh>
                  <TableTh>{t('kind')}</TableTh>
                  <TableTh>{t('value')}</TableTh>
                  <TableTh>{t('status')}</TableTh>
                  <TableTh>{t('uses')}</TableTh>
                  <TableTh>
                    <VisuallyHidden>{t('actions')}</VisuallyHidden>
                  </TableTh>
                </TableTr>
              </TableThead>
              <TableTbody>
                {discounts.map((d) => {
                  const status = statusOf(d, at);
                  return (
                    <TableTr key={d.id}>
                      <TableTd>
                        <bdi dir="ltr">{d.code}</bdi>
                        {d.automatic && (
                          <Text size="xs" c="dimmed">
                            {t('automatic')}
                          </Text>
                        )}
                      </TableTd>
                      <TableTd>{t(`kinds.${d.kind}`)}</TableTd>
                      <TableTd>{valueText(d)}</TableTd>
                      <TableTd>
                        <Badge color={STATUS_COLORS[status]} variant="light">
                          {t(`statuses.${status}`)}
                        </Badge>
                      </TableTd>
                      <TableTd>
                        {d.usageLimit === null
                          ? formatNumber(d.uses, locale)
                          : t('usesOf', { uses: d.uses, limit: d.usageLimit })}
                      </TableTd>
                      <TableTd>
                        <Group gap={4} wrap="nowrap" justify="flex-end">
                          <ActionIcon
                            variant="subtle"
                            aria-label={t('edit', { code: d.code })}
                            onClick={() => setEditing(d)}
                          >
                            <IconPencil size={16} aria-hidden />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('delete', { code: d.code })}
                            onClick={() => remove(d)}
                          >
                            <IconTrash size={16} aria-hidden />
                          </ActionIcon>
                        </Group>
                      </TableTd>
                    </TableTr>
                  );
                })}
              </TableTbody>
            </Table>
          </TableScrollContainer>
        )}
      </Card>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('new') : t('editTitle')}
        size="lg"
      >
        {editing !== null && (
          <DiscountForm
            initial={valuesOf(editing === 'new' ? null : editing, currency)}
            currency={currency}
            choices={choices}
            onSaved={() => {
              setEditing(null);
              router.refresh();
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}

function DiscountForm({
  initial,
  currency,
  choices,
  onSaved,
}: {
  initial: Values;
  currency: string;
  choices: Choices;
  onSaved: () => void;
}) {
  const t = useTranslations('adminDiscounts');
  const tc = useTranslations('common');
  const locale = useLocale();
  const form = useForm<Values>({ initialValues: initial });
  const { onSubmit, pending, banner, inputProps } = useActionForm({
    form,
    submit: (v) =>
      saveDiscountAction({
        id: v.id,
        code: v.code,
        automatic: v.automatic,
        kind: v.kind,
        value:
          v.kind === 'fixed'
            ? minorOf(v.value, currency)
            : v.kind === 'percentage'
              ? v.value === ''
                ? Number.NaN
                : Number(v.value)
              : 0,
        appliesTo: v.appliesTo,
        targetIds: v.appliesTo === 'order' ? [] : v.targetIds.map(Number),
        minSubtotal: minorOf(v.minSubtotal, currency),
        startsAt: v.startsAt,
        endsAt: v.endsAt,
        usageLimit: countOf(v.usageLimit),
        perCustomerLimit: countOf(v.perCustomerLimit),
        active: v.active,
      }),
    successMessage: t('saved'),
    onSuccess: onSaved,
  });
  const name = (c: Choice) => (locale === 'ar' ? c.nameAr : c.nameEn);
  const targets =
    form.values.appliesTo === 'products'
      ? choices.products
      : form.values.appliesTo === 'categories'
        ? choices.categories
        : choices.brands;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormBanner message={banner} />
        <TextInput
          label={t('code')}
          description={t('codeHint')}
          withAsterisk
          dir="ltr"
          autoComplete="off"
          {...inputProps('code')}
        />
        <Switch
          label={t('automaticSwitch')}
          description={t('automaticHint')}
          {...form.getInputProps('automatic', { type: 'checkbox' })}
        />
        <Group grow align="flex-start" wrap="wrap">
          <Select
            label={t('kind')}
            allowDeselect={false}
            data={DISCOUNT_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
            miw={200}
            {...inputProps('kind')}
          />
          {form.values.kind === 'percentage' && (
            <NumberField
              label={t('percent')}
              withAsterisk
              allowDecimal={false}
              miw={160}
              {...inputProps('value')}
            />
          )}
          {form.values.kind === 'fixed' && (
            <MoneyInput
              label={t('amountOff')}
              withAsterisk
              currency={currency}
              miw={160}
              {...inputProps('value')}
            />
          )}
        </Group>
        <Select
          label={t('appliesTo')}
          allowDeselect={false}
          data={DISCOUNT_TARGETS.map((k) => ({ value: k, label: t(`targets.${k}`) }))}
          {...inputProps('appliesTo')}
        />
        {form.values.appliesTo !== 'order' && (
          <MultiSelect
            label={t(`targetsPick.${form.values.appliesTo}`)}
            searchable
            data={targets.map((c) => ({ value: String(c.id), label: name(c) }))}
            {...inputProps('targetIds')}
          />
        )}
        <MoneyInput
          label={t('minSubtotal')}
          description={t('minSubtotalHint')}
          currency={currency}
          {...inputProps('minSubtotal')}
        />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput type="datetime-local" label={t('startsAt')} miw={200} {...inputProps('startsAt')} />
          <TextInput type="datetime-local" label={t('endsAt')} miw={200} {...inputProps('endsAt')} />
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          <NumberField
            label={t('usageLimit')}
            description={t('noLimitHint')}
            allowDecimal={false}
            min={1}
            miw={200}
            {...inputProps('usageLimit')}
          />
          <NumberField
            label={t('perCustomerLimit')}
            description={t('perCustomerHint')}
            allowDecimal={false}
            min={1}
            miw={200}
            {...inputProps('perCustomerLimit')}
          />
        </Group>
        <Switch label={t('activeSwitch')} {...form.getInputProps('active', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {tc('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
