'use client';

import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslations } from 'next-intl';
import { FormBanner } from '@/components/form-kit/form-banner';
import { useActionForm } from '@/components/form-kit/use-action-form';
import { useRouter } from '@/i18n/navigation';
import { refusalOf } from '@/lib/action-result';
import { addNoteAction } from '../actions';
import { NOTE_MAX, noteInput } from '../schemas';

/** The staff's note on the order's timeline: checked here and again on the server (empty or too long is refused). */
export function NoteForm({ number }: { number: number }) {
  const t = useTranslations('orderOwner.activity');
  const router = useRouter();
  const form = useForm({
    initialValues: { body: '' },
    validate: (values) => refusalOf(noteInput, { number, ...values })?.fieldErrors ?? {},
  });
  const { onSubmit, pending, banner, inputProps } = useActionForm({
    form,
    submit: (values) => addNoteAction({ number, body: values.body }),
    successMessage: t('noteAdded'),
    messages: { values: { max: NOTE_MAX } },
    onSuccess: () => {
      form.reset();
      router.refresh();
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="xs">
        {banner && <FormBanner message={banner} />}
        <Textarea
          label={t('noteLabel')}
          description={t('noteHint', { max: NOTE_MAX })}
          autosize
          minRows={2}
          maxRows={8}
          dir="auto"
          {...inputProps('body')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={pending} variant="light">
            {t('addNote')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
