import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';
import { fieldErrorsOf } from '@/lib/action-result';

type Schema = z.ZodType;

/** A form's check by its schema, loaded apart from the page (see `lazySchema`). */
export type LazySchema = {
  /** The form's `validate`: the schema's field errors once it has loaded, none before. */
  validate: (values: unknown) => FormErrors;
  /** Loads the schema (once); `useActionForm` waits for it before a form is sent, and starts it on hydration. */
  ready: () => Promise<void>;
};

/**
 * A storefront form checks its values with the server action's own zod schema, and zod is about 30 KB gzip: in a
 * page's first load it would cost every visitor of the checkout, the account and sign-in pages before they type
 * anything. The schema module is loaded once the page is interactive instead (`import()` is its own chunk); until
 * it arrives a field's check on leaving it passes, and sending waits for it, so no form goes out unchecked (the
 * action checks again in any case). A failed load is tried again on the next send.
 */
export function lazySchema(load: () => Promise<Schema>): LazySchema {
  let check: ((values: unknown) => FormErrors) | undefined;
  let loading: Promise<void> | undefined;
  const ready = () => {
    loading ??= load().then(
      (schema) => {
        // The same field errors as the server's (`fieldErrorsOf`: a limit's message carries the limit).
        check = (values) => {
          const parsed = schema.safeParse(values);
          return parsed.success ? {} : fieldErrorsOf(parsed.error);
        };
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return { validate: (values) => check?.(values) ?? {}, ready };
}
