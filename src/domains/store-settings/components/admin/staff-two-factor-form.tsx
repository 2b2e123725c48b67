'use client';

import { Switch } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { saveStaffTwoFactorAction } from '@/domains/accounts/two-factor/actions';
import { staffTwoFactorSchema } from '@/domains/accounts/two-factor/schemas';
import { SettingsForm, SettingsSection } from './settings-section';
import { useSettingsForm } from './use-settings-form';

/** Settings → Two-factor sign-in: the owner requires every staff member to sign in with an app's code too. */
export function StaffTwoFactorForm({ required }: { required: boolean }) {
  const t = useTranslations('twoFactor.setting');
  const { form, onSubmit, pending, banner } = useSettingsForm({
    initialValues: { required },
    schema: staffTwoFactorSchema,
    save: saveStaffTwoFactorAction,
    savedMessage: t('saved'),
  });
  return (
    <SettingsSection id="two-factor" title={t('title')} description={t('description')}>
      <SettingsForm onSubmit={onSubmit} banner={banner} pending={pending} saveLabel={t('save')}>
        <Switch label={t('required')} {...form.getInputProps('required', { type: 'checkbox' })} />
      </SettingsForm>
    </SettingsSection>
  );
}
