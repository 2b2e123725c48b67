'use client';

import { PasswordInput, type PasswordInputProps, TextInput, type TextInputProps } from '@mantine/core';
import { useTranslations } from 'next-intl';

// The account forms' fields, labelled and autofilled the same everywhere; a form adds `key` and the kit's
// `inputProps(path)`, and may override any prop.

export function NameInput(props: TextInputProps) {
  const t = useTranslations('auth');
  return <TextInput label={t('name')} autoComplete="name" withAsterisk {...props} />;
}

export function EmailInput(props: TextInputProps) {
  const t = useTranslations('auth');
  return <TextInput label={t('email')} type="email" autoComplete="email" dir="ltr" withAsterisk {...props} />;
}

/**
 * Mantine's password field, marked invalid for screen readers while it shows an error: unlike Mantine's other
 * inputs, its inner input is not (its error text is tied to it, as theirs are).
 */
function PasswordField(props: PasswordInputProps) {
  return <PasswordInput aria-invalid={props.error ? true : undefined} {...props} />;
}

/** The password the account has now (`current-password`), labelled "Password" unless told otherwise. */
export function CurrentPasswordInput(props: PasswordInputProps) {
  const t = useTranslations('auth');
  return <PasswordField label={t('password')} autoComplete="current-password" withAsterisk {...props} />;
}

/** A password being chosen (`new-password`, so the browser offers a strong one). */
export function NewPasswordInput(props: PasswordInputProps & { label: string }) {
  return <PasswordField autoComplete="new-password" withAsterisk {...props} />;
}
