'use client';

import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useRouter } from '@/i18n/navigation';
import { authClient } from '../../auth/client';
import { translateField, useAuthMessages } from '../../auth/components/use-auth-error';
import { updateProfileAction } from '../actions';
import { type ProfileInput, profileSchema, profileWithEmailSchema } from '../schemas';

type Props = { name: string; email: string; hasPassword: boolean };

/**
 * Name and e-mail. An account opened by phone may leave the e-mail empty; any other must keep one. A new e-mail
 * asks for the current password (the server checks it), since resets go to that address.
 */
export function ProfileForm({ name, email, hasPassword }: Props) {
  const t = useTranslations('profile');
  const tm = useTranslations();
  const { translate } = useAuthMessages();
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ProfileInput>({
    mode: 'uncontrolled',
    initialValues: { name, email, currentPassword: '' },
    validate: schemaResolver(email ? profileWithEmailSchema : profileSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const [emailChanged, setEmailChanged] = useState(false);
  form.watch('email', ({ value }) => setEmailChanged(value.trim().toLowerCase() !== email));
  const askPassword = hasPassword && emailChanged;

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    const result = await updateProfileAction({
      ...values,
      currentPassword: askPassword ? values.currentPassword : undefined,
    }).catch(() => null);
    if (!result) return setFormError(translate('errors.errorText'));
    if (!result.ok) {
      const fields = Object.entries(result.fieldErrors ?? {});
      // Rule keys are translated by the fields; the server's own refusals (wrong password, wait) are text here.
      for (const [field, key] of fields)
        form.setFieldError(
          field,
          key.startsWith('validation.') ? key : tm(key as Parameters<typeof tm>[0], result.values),
        );
      if (!fields.length) setFormError(translate(result.error));
      return;
    }
    form.setFieldValue('currentPassword', '');
    form.resetDirty();
    // One notice per kind: saving twice in a row shows it once, not stacked.
    notifications.show({ id: 'profile-saved', color: 'green', message: t('saved') });
    authClient.$store.notify('$sessionSignal');
    router.refresh();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <TextInput
          label={t('name')}
          autoComplete="name"
          withAsterisk
          key={form.key('name')}
          {...form.getInputProps('name')}
          error={translateField(form.errors.name, translate)}
        />
        <TextInput
          label={t('email')}
          type="email"
          dir="ltr"
          autoComplete="email"
          withAsterisk={!!email}
          description={t('emailHint')}
          key={form.key('email')}
          {...form.getInputProps('email')}
          error={translateField(form.errors.email, translate)}
        />
        {askPassword && (
          <PasswordInput
            label={t('password.current')}
            description={t('emailPasswordHint')}
            autoComplete="current-password"
            withAsterisk
            key={form.key('currentPassword')}
            {...form.getInputProps('currentPassword')}
            error={translateField(form.errors.currentPassword, translate)}
          />
        )}
        <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
          {t('save')}
        </Button>
      </Stack>
    </form>
  );
}
