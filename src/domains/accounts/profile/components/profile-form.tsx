'use client';

import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormBanner } from '@/components/form-kit/form-banner';
import { lazySchema } from '@/components/form-kit/lazy-schema';
import { useActionForm } from '@/components/form-kit/use-action-form';
import { useRouter } from '@/i18n/navigation';
import { CurrentPasswordInput, EmailInput, NameInput } from '../../auth/components/account-fields';
import { ACCOUNT_MESSAGES } from '../../auth/components/use-auth-error';
import { loadAuthClient } from '../../auth/lazy-client';
import { updateProfileAction } from '../actions';
import type { ProfileInput } from '../schemas';

const profileRules = lazySchema(() => import('../schemas').then((m) => m.profileSchema));
const profileWithEmailRules = lazySchema(() => import('../schemas').then((m) => m.profileWithEmailSchema));

type Props = { name: string; email: string; hasPassword: boolean };

/**
 * Name and e-mail. An account opened by phone may leave the e-mail empty; any other must keep one. A new e-mail
 * asks for the current password (the server checks it), since resets go to that address.
 */
export function ProfileForm({ name, email, hasPassword }: Props) {
  const t = useTranslations('profile');
  const router = useRouter();
  const rules = email ? profileWithEmailRules : profileRules;
  const form = useForm<ProfileInput>({
    mode: 'uncontrolled',
    initialValues: { name, email, currentPassword: '' },
    validate: rules.validate,
    validateInputOnBlur: true,
  });
  const [emailChanged, setEmailChanged] = useState(false);
  form.watch('email', ({ value }) => setEmailChanged(value.trim().toLowerCase() !== email));
  const askPassword = hasPassword && emailChanged;

  const { onSubmit, pending, banner, inputProps } = useActionForm({
    form,
    schema: rules,
    messages: ACCOUNT_MESSAGES,
    submit: (values) =>
      updateProfileAction({ ...values, currentPassword: askPassword ? values.currentPassword : undefined }),
    // One notice per kind: saving twice in a row shows it once, not stacked.
    successMessage: t('saved'),
    onSuccess: () => {
      form.setFieldValue('currentPassword', '');
      form.resetDirty();
      void loadAuthClient().then((client) => client.$store.notify('$sessionSignal'));
      router.refresh();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormBanner message={banner} />
        <NameInput label={t('name')} key={form.key('name')} {...inputProps('name')} />
        <EmailInput
          label={t('email')}
          withAsterisk={!!email}
          description={t('emailHint')}
          key={form.key('email')}
          {...inputProps('email')}
        />
        {askPassword && (
          <CurrentPasswordInput
            label={t('password.current')}
            description={t('emailPasswordHint')}
            key={form.key('currentPassword')}
            {...inputProps('currentPassword')}
          />
        )}
        <Button type="submit" loading={pending} style={{ alignSelf: 'flex-start' }}>
          {t('save')}
        </Button>
      </Stack>
    </form>
  );
}
