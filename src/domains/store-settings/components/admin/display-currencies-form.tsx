'use client';

import { ActionIcon, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { NumberField } from '@/components/form-kit/number-field';
import { plainNumber } from '@/components/form-kit/number-text';
import { useActionForm } from '@/components/form-kit/use-action-form';
import { useRouter } from '@/i18n/navigation';
import { refusalOf } from '@/lib/action-result';
import { RATE_DECIMALS } from '@/lib/exchange-rate';
import { saveDisplayCurrenciesAction } from '../../actions';
import {
  DISPLAY_CURRENCY_MESSAGE_VALUES,
  type DisplayCurrency,
  displayCurrenciesInput,
  MAX_DISPLAY_CURRENCIES,
} from '../../display-currencies';
import { SettingsForm, SettingsSection } from './settings-section';

type Row = { key: string; code: string | null; rate: number | string };

type Props = {
  /** The base currency: what every order is charged in, and what each rate is against. */
  base: string;
  currencies: DisplayCurrency[];
  /** Every ISO 4217 code but the base, named in the page's language (built on the server). */
  options: { value: string; label: string }[];
};

const MESSAGES = { values: DISPLAY_CURRENCY_MESSAGE_VALUES };

/**
 * The currencies shoppers may view prices in (the storefront header's picker), one row each: the currency and how
 * much of it one unit of the base currency buys. Rows are added and removed here and saved together.
 */
export function DisplayCurrenciesForm({ base, currencies, options }: Props) {
  const t = useTranslations('adminSettings.displayCurrencies');
  const router = useRouter();
  const form = useForm<{ currencies: Row[] }>({
    initialValues: { currencies: currencies.map((c) => ({ key: randomId(), ...c })) },
  });
  const { onSubmit, pending, banner, inputProps } = useActionForm({
    form,
    messages: MESSAGES,
    submit: async (values) => {
      const input = {
        currencies: values.currencies.map(({ code, rate }) => ({
          code: code ?? '',
          rate: plainNumber(rate),
        })),
      };
      return refusalOf(displayCurrenciesInput, input) ?? saveDisplayCurrenciesAction(input);
    },
    successMessage: t('saved'),
    onSuccess: () => router.refresh(),
  });
  const rows = form.values.currencies;
  // The list's own refusal (too many), already in the page's language.
  const listError = form.errors.currencies;

  return (
    <SettingsSection id="display-currencies" title={t('title')} description={t('description', { base })}>
      <SettingsForm onSubmit={onSubmit} banner={banner} pending={pending} saveLabel={t('save')}>
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('empty')}
          </Text>
        )}
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((row, index) => (
            <Group
              component="li"
              key={row.key}
              align="flex-start"
              gap="sm"
              wrap="nowrap"
              data-testid="display-currency-row"
            >
              <Group gap="sm" align="flex-start" flex={1} miw={0}>
                <Select
                  label={t('currency')}
                  placeholder={t('currencyPlaceholder')}
                  searchable
                  nothingFoundMessage={t('nothingFound')}
                  data={options}
                  allowDeselect={false}
                  maxDropdownHeight={280}
                  withAsterisk
                  flex="1 1 14rem"
                  miw={0}
                  {...inputProps(`currencies.${index}.code`)}
                />
                <NumberField
                  label={t('rate', { base })}
                  decimalScale={RATE_DECIMALS}
                  allowNegative={false}
                  hideControls
                  withAsterisk
                  flex="1 1 9rem"
                  miw={0}
                  rightSection={
                    row.code ? (
                      <Text size="xs" c="dimmed" fw={600}>
                        {row.code}
                      </Text>
                    ) : null
                  }
                  rightSectionWidth={48}
                  {...inputProps(`currencies.${index}.rate`)}
                />
              </Group>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mt={26}
                aria-label={row.code ? t('remove', { currency: row.code }) : t('removeRow')}
                onClick={() => form.removeListItem('currencies', index)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
        {typeof listError === 'string' && (
          <Text size="sm" c="red" role="alert">
            {listError}
          </Text>
        )}
        <Group gap="sm" align="center">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => form.insertListItem('currencies', { key: randomId(), code: null, rate: '' })}
            disabled={rows.length >= MAX_DISPLAY_CURRENCIES}
          >
            {t('add')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('baseChange')}
          </Text>
        </Group>
      </SettingsForm>
    </SettingsSection>
  );
}
