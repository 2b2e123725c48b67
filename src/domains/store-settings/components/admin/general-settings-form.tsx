'use client';

import { type ComboboxItem, type OptionsFilter, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import { NumberField } from '@/components/form-kit/number-field';
import { intlLocale, toAsciiDigits } from '@/lib/money';
import { saveGeneralSettingsAction } from '../../actions';
import { type GeneralSettingsInput, generalSettingsInput } from '../../storefront-schemas';
import { SettingsForm, SettingsSection } from './settings-section';
import { useSettingsForm } from './use-settings-form';

type Props = {
  initial: GeneralSettingsInput;
  /** Every IANA time zone, with its offset now (built on the server). */
  timeZones: { value: string; label: string }[];
};

/** Time zones found by a search in either digits: the Arabic labels write the offset ٣, an owner may type 3. */
const searchInEitherDigits: OptionsFilter = ({ options, search }) => {
  const query = toAsciiDigits(search).trim().toLowerCase();
  return (options as ComboboxItem[]).filter((option) =>
    toAsciiDigits(option.label).toLowerCase().includes(query),
  );
};

/** Store-wide options: the language `/` opens in, the time zone of dates, order numbers, low stock. */
export function GeneralSettingsForm({ initial, timeZones }: Props) {
  const t = useTranslations('adminStore.general');
  const locale = useLocale();
  const { form, onSubmit, pending, banner, inputProps } = useSettingsForm({
    initialValues: initial as GeneralSettingsInput & Record<string, unknown>,
    schema: generalSettingsInput,
    save: saveGeneralSettingsAction,
    savedMessage: t('saved'),
  });
  const prefix = form.values.orderNumberPrefix.trim().toUpperCase();
  return (
    <SettingsSection id="general" title={t('title')} description={t('description')}>
      <SettingsForm onSubmit={onSubmit} banner={banner} pending={pending} saveLabel={t('save')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('defaultLocale')}
            description={t('defaultLocaleHint')}
            data={[
              { value: 'en', label: 'English' },
              { value: 'ar', label: 'العربية' },
            ]}
            allowDeselect={false}
            {...inputProps('defaultLocale')}
          />
          <Select
            label={t('timeZone')}
            description={t('timeZoneHint')}
            data={timeZones}
            searchable
            filter={searchInEitherDigits}
            allowDeselect={false}
            nothingFoundMessage={t('noTimeZone')}
            {...inputProps('timeZone')}
          />
          <TextInput
            label={t('prefix')}
            description={t('prefixHint', {
              example: `${prefix || '#'}${new Intl.NumberFormat(intlLocale(locale), { useGrouping: false }).format(1042)}`,
            })}
            dir="ltr"
            maxLength={8}
            {...inputProps('orderNumberPrefix')}
          />
          <NumberField
            label={t('lowStock')}
            description={t('lowStockHint')}
            min={0}
            max={100000}
            allowDecimal={false}
            allowNegative={false}
            {...inputProps('lowStockThreshold')}
          />
        </SimpleGrid>
      </SettingsForm>
    </SettingsSection>
  );
}
