'use client';

import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useRouter } from '@/i18n/navigation';
import { authClient } from '@/lib/auth-client';
import { updateProfileAction } from '../../profile-actions';
import { type ProfileInput, profileSchema, profileWithEmailSchema } from '../../profile-schemas';
import { translateField, useAuthMessages } from '../use-auth-error';

type Props = { name: string; email: string };

/** Name and e-mail. An account opened by phone may leave the e-mail empty; any other must keep one. */
export function ProfileForm({ name, email }: Props) {
  const t = useTranslations('profile');
  const { translate } = useAuthMessages();
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ProfileInput>({
    mode: 'uncontrolled',
    initialValues: { name, email },
    validate: schemaResolver(email ? profileWithEmailSchema : profileSchema, { sync: true }),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    const result = await updateProfileAction(values).catch(() => null);
    if (!result) return setFormError(translate('errors.errorText'));
    if (!result.ok) {
      const fields = Object.entries(result.fieldErrors ?? {});
      for (const [field, key] of fields) form.setFieldError(field, key);
      if (!fields.length) setFormError(translate(result.error));
      return;
    }
    form.resetDirty();
    notifications.show({ color: 'green', message: t('saved') });
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
        <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
          {t('save')}
        </Button>
      </Stack>
    </form>
  );
}
