'use client';

import { useForm } from '@mantine/form';
import type { z } from 'zod';
import { useActionForm } from '@/components/form-kit/use-action-form';
import type { MessageOptions } from '@/components/form-kit/use-message';
import { useRouter } from '@/i18n/navigation';
import { type ActionResult, refusalOf } from '@/lib/action-result';

/**
 * One settings page's form: starts from the saved values, checks them with the page's schema in the browser (the
 * same messages as the server's), saves through its action, then re-reads the page so the form shows what the
 * database now holds.
 */
export function useSettingsForm<Values extends Record<string, unknown>, Input = Values>({
  initialValues,
  schema,
  toInput = (values) => values as unknown as Input,
  save,
  savedMessage,
  messages,
}: {
  initialValues: Values;
  schema: z.ZodType;
  /** The action's input from the form's values, when the fields hold them differently (chips hold strings). */
  toInput?: (values: Values) => Input;
  save: (input: Input) => Promise<ActionResult<unknown>>;
  savedMessage: string;
  /** The ICU values the schema's messages quote (its bounds). */
  messages?: MessageOptions;
}) {
  const router = useRouter();
  const form = useForm<Values>({ initialValues });
  const parts = useActionForm({
    form,
    submit: async (values) => {
      const input = toInput(values);
      return refusalOf(schema, input) ?? save(input);
    },
    successMessage: savedMessage,
    messages,
    onSuccess: () => router.refresh(),
  });
  return { form, ...parts };
}
