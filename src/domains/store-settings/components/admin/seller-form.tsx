'use client';

import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { saveSellerAction } from '../../seller/actions';
import { SELLER_MESSAGE_VALUES, type SellerInput, sellerInput } from '../../seller/schemas';
import { SettingsForm, SettingsSection } from './settings-section';
import { useSettingsForm } from './use-settings-form';

/** Fields typed in Western digits whatever the page's language (an Arabic keyboard's digits are read too). */
const CODES = ['vatNumber', 'buildingNumber', 'postalCode', 'additionalNumber'] as const;
const TEXTS = ['street', 'district', 'city'] as const;

/** The seller on the tax invoices: legal names, VAT registration number, the Saudi national address. */
export function SellerForm({ initial }: { initial: SellerInput }) {
  const t = useTranslations('taxInvoice.settings');
  const { onSubmit, pending, banner, inputProps } = useSettingsForm({
    initialValues: initial as SellerInput & Record<string, unknown>,
    schema: sellerInput,
    save: saveSellerAction,
    savedMessage: t('saved'),
    messages: { values: SELLER_MESSAGE_VALUES },
  });
  return (
    <SettingsSection id="seller" title={t('title')} description={t('description')}>
      <SettingsForm onSubmit={onSubmit} banner={banner} pending={pending} saveLabel={t('save')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('legalNameEn')} dir="ltr" maxLength={120} {...inputProps('legalNameEn')} />
          <TextInput label={t('legalNameAr')} dir="rtl" maxLength={120} {...inputProps('legalNameAr')} />
          <TextInput
            label={t('vatNumber')}
            description={t('vatNumberHint', SELLER_MESSAGE_VALUES)}
            dir="ltr"
            inputMode="numeric"
            maxLength={20}
            {...inputProps('vatNumber')}
          />
          {TEXTS.map((name) => (
            <TextInput key={name} label={t(name)} maxLength={120} {...inputProps(name)} />
          ))}
          {CODES.slice(1).map((name) => (
            <TextInput
              key={name}
              label={t(name)}
              description={t(`${name}Hint`, SELLER_MESSAGE_VALUES)}
              dir="ltr"
              inputMode="numeric"
              maxLength={8}
              {...inputProps(name)}
            />
          ))}
        </SimpleGrid>
      </SettingsForm>
    </SettingsSection>
  );
}
