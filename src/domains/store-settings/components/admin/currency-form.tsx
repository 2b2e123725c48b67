'use client';

import { Alert, Select } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useActionForm } from '@/components/form-kit/use-action-form';
import { useRouter } from '@/i18n/navigation';
import { refusalOf } from '@/lib/action-result';
import { saveCurrencyAction } from '../../actions';
import { currencyInput } from '../../schemas';
import { SettingsForm, SettingsSection } from './settings-section';

type Props = {
  currency: string;
  /** Every ISO 4217 code the platform knows, named in the page's language (built on the server). */
  options: { value: string; label: string }[];
  /** Why the currency can no longer change (a message key), or null while it may. */
  lockedReason: string | null;
};

/**
 * The base currency: a searchable list of ISO 4217 codes. Once the store has orders it is locked (their amounts are
 * in it); the control is disabled and says why, and the action refuses it the same way.
 */
export function CurrencyForm({ currency, options, lockedReason }: Props) {
  const t = useTranslations('adminSettings.currency');
  const router = useRouter();
  const form = useForm<{ currency: string | null }>({ initialValues: { currency } });
  const { onSubmit, pending, banner, inputProps, message } = useActionForm({
    form,
    submit: async (values) => {
      const input = { currency: values.currency ?? '' };
      return refusalOf(currencyInput, input) ?? saveCurrencyAction(input);
    },
    successMessage: t('saved'),
    onSuccess: () => router.refresh(),
  });
  const locked = lockedReason !== null;

  return (
    <SettingsSection id="currency" title={t('title')} description={t('description')}>
      <SettingsForm
        onSubmit={onSubmit}
        banner={banner}
        pending={pending}
        saveLabel={t('save')}
        saveDisabled={locked || form.values.currency === currency}
      >
        {locked && (
          <Alert
            variant="light"
            color="gray"
            icon={<IconLock size={18} aria-hidden />}
            data-testid="currency-locked"
          >
            {message(lockedReason)}
          </Alert>
        )}
        <Select
          label={t('label')}
          placeholder={t('placeholder')}
          searchable
          nothingFoundMessage={t('nothingFound')}
          data={options}
          disabled={locked}
          allowDeselect={false}
          maxDropdownHeight={280}
          maw={420}
          description={locked ? undefined : t('notConverted')}
          {...inputProps('currency')}
        />
      </SettingsForm>
    </SettingsSection>
  );
}
