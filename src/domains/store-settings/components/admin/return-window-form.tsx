'use client';

import { useTranslations } from 'next-intl';
import { NumberField } from '@/components/form-kit/number-field';
import { saveReturnWindowAction } from '../../actions';
import { RETURN_WINDOW_MAX_DAYS, type ReturnWindow, returnWindowInput } from '../../schemas';
import { SettingsForm, SettingsSection } from './settings-section';
import { useSettingsForm } from './use-settings-form';

/** The return window: days after delivery a shopper may ask to return an order (0: the store takes no returns). */
export function ReturnWindowForm({ initial }: { initial: ReturnWindow }) {
  const t = useTranslations('adminSettings.returns');
  const { onSubmit, pending, banner, inputProps } = useSettingsForm({
    initialValues: initial,
    schema: returnWindowInput,
    save: saveReturnWindowAction,
    savedMessage: t('saved'),
    messages: { values: { max: RETURN_WINDOW_MAX_DAYS } },
  });
  return (
    <SettingsSection id="returns" title={t('title')} description={t('description')}>
      <SettingsForm onSubmit={onSubmit} banner={banner} pending={pending} saveLabel={t('save')}>
        <NumberField
          label={t('windowDays')}
          description={t('windowDaysHint')}
          min={0}
          max={RETURN_WINDOW_MAX_DAYS}
          allowDecimal={false}
          allowNegative={false}
          maw={240}
          {...inputProps('returnWindowDays')}
        />
      </SettingsForm>
    </SettingsSection>
  );
}
