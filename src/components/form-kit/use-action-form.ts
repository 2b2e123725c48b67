'use client';

import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useState } from 'react';
import { type ActionFailure, type ActionResult, splitMessageKey } from '@/lib/action-result';
import type { LazySchema } from './lazy-schema';
import { type MessageOptions, useMessage } from './use-message';

type Options<Values, Data> = {
  form: UseFormReturnType<Values>;
  /** The schema the form's `validate` checks with, loaded apart (`lazySchema`): waited for before sending. */
  schema?: LazySchema;
  /**
   * Sends the checked values: a server action, or any call adapted to an action's result (the auth forms adapt
   * better-auth's client). Null, or a thrown error, reads as the general error.
   */
  submit: (values: Values) => Promise<ActionResult<Data> | null | undefined>;
  /** After a success (and its notification): navigate, refresh, move to the next step. */
  onSuccess?: (data: Data, values: Values) => unknown;
  /** A green notification after a success; the same text twice in a row shows once. */
  successMessage?: string | ((data: Data) => string | undefined);
  /** The ICU values and fallback of the keys this form's schema and action answer with. */
  messages?: MessageOptions;
};

/**
 * Binds a Mantine form to an action's result. Field errors land on their fields in the page's language (a field's
 * error goes when that field changes: Mantine's `clearInputErrorOnChange`), the rest in the banner, which goes
 * when the form is sent again; a banner that speaks for the fields ("Please correct the highlighted fields") goes
 * as soon as none of them is highlighted any more (it stayed above corrected fields, issue 38). Schema keys from the form's own `validate` are translated where they are shown,
 * by `inputProps`.
 */
export function useActionForm<Values, Data>({
  form,
  schema,
  submit,
  onSuccess,
  successMessage,
  messages,
}: Options<Values, Data>) {
  const t = useTranslations();
  const message = useMessage(messages);
  const [banner, setBanner] = useState<string | null>(null);
  const [bannerForFields, setBannerForFields] = useState(false);
  // A field's edit clears its own error (and re-renders the form, in both of Mantine's modes): with none left, the
  // banner that pointed at them has nothing left to say.
  const fieldsCorrected = bannerForFields && Object.keys(form.errors).length === 0;
  const [pending, setPending] = useState(false);
  // Fetched once the page is interactive, so the fields are checked as they are left.
  useEffect(() => {
    schema?.ready().catch(() => undefined);
  }, [schema]);

  /** Shows a refusal: each field's key on its field, the form's key in the banner unless a field says it. */
  const report = (failure: ActionFailure | null | undefined) => {
    const { error, fieldErrors = {}, values } = failure ?? { error: 'errors.errorText' };
    form.setErrors(
      Object.fromEntries(Object.entries(fieldErrors).map(([path, key]) => [path, message(key, values)])),
    );
    setBanner(Object.values(fieldErrors).includes(error) ? null : message(error, values));
    setBannerForFields(Object.keys(fieldErrors).length > 0);
  };

  const send = form.onSubmit(async (values) => {
    setPending(true);
    try {
      const result = await submit(values).catch(() => null);
      if (!result?.ok) return report(result);
      const text = typeof successMessage === 'function' ? successMessage(result.data) : successMessage;
      if (text) notifications.show({ id: text, color: 'green', message: text });
      await onSuccess?.(result.data, values);
    } finally {
      setPending(false);
    }
  });

  const onSubmit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    setBanner(null);
    setBannerForFields(false);
    // Checked by the schema (unless it cannot load now: then the action's own check answers); busy meanwhile, so a
    // second click while it loads sends nothing twice.
    if (pending) return;
    setPending(true);
    await schema?.ready().catch(() => undefined);
    setPending(false);
    send(event);
  };

  /** `form.getInputProps`, with a schema's message key turned into text. */
  const inputProps: typeof form.getInputProps = (path, options) => {
    const props = form.getInputProps(path, options);
    const key = props.error;
    return typeof key === 'string' && t.has(splitMessageKey(key).key as Parameters<typeof t>[0])
      ? { ...props, error: message(key) }
      : props;
  };

  return {
    onSubmit,
    pending,
    banner: fieldsCorrected ? null : banner,
    report,
    clearBanner: () => setBanner(null),
    inputProps,
    message,
  };
}
