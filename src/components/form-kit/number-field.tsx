'use client';

import { TextInput, type TextInputProps } from '@mantine/core';
import { useLocale, useTranslations } from 'next-intl';
import { type FocusEvent, type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import {
  formValue,
  localText,
  type NumberRules,
  normalised,
  numberProblem,
  plainNumber,
  readTyped,
  settle,
  shownText,
  splitRules,
  withinBounds,
} from './number-text';

export type NumberFieldProps = Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange'> &
  NumberRules & {
    value?: number | string;
    onChange?: (value: number | string) => void;
    /** Arrow keys step by 1 unless hidden, as in a number field. */
    hideControls?: boolean;
  };

/**
 * A number field of the back office, in the page's digits: Arabic pages show and take Arabic-Indic digits and the
 * decimal separator ٫ (Western ones are read too). Mantine's `NumberInput` could not: the number parser under it
 * (react-number-format) writes Western digits only, so an Arabic page showed two conventions. The value the form gets
 * is a number once the text is one, else the text ('' when empty), as `NumberInput` gives. What is typed is kept as
 * typed, never rewritten: a value its rules refuse (not a number, negative, a fraction of a count, a decimal too
 * many, too large) is shown as it is with the reason under it once the field is left, and the form's schema refuses
 * it on sending. This is every amount's and count's field in the back office (`MoneyInput` is one).
 */
export function NumberField({
  value = '',
  error,
  onChange,
  onBlur,
  onFocus,
  onKeyDown,
  hideControls,
  ...others
}: NumberFieldProps) {
  const locale = useLocale();
  const t = useTranslations('validation');
  const [rules, props] = splitRules(others);
  // While the field has the focus it shows what is typed, as typed; otherwise the value, formatted.
  const [typed, setTyped] = useState<{ text: string } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // Digits are swapped for the page's as they are typed (and group separators dropped): the caret goes back where
  // the person left it, not to the end.
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const field = input.current;
    if (caret.current !== null && field && document.activeElement === field)
      field.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const whole = rules.allowDecimal === false || rules.decimalScale === 0;
  // Named once the field is left (not while "-" is on its way to "-3"); before the form's own word on the field,
  // which may be a generic one ("required" for a text that holds no number).
  const problem = typed ? null : numberProblem(value, rules);
  const bounds = (n: number) => shownText(n, { ...rules, fixedDecimalScale: false }, locale);
  const reason =
    problem?.key === 'validation.numberMin'
      ? t('numberMin', { min: bounds(problem.min) })
      : problem?.key === 'validation.numberMax'
        ? t('numberMax', { max: bounds(problem.max) })
        : problem?.key === 'validation.numberDecimals'
          ? t('numberDecimals', { decimals: problem.decimals })
          : problem
            ? t(problem.key === 'validation.numberWhole' ? 'numberWhole' : 'numberNotNumber')
            : undefined;

  return (
    <TextInput
      dir="ltr"
      inputMode={whole ? 'numeric' : 'decimal'}
      autoComplete="off"
      {...props}
      error={reason ?? error}
      ref={input}
      value={typed ? localText(typed.text, locale) : shownText(value, rules, locale)}
      onFocus={(event: FocusEvent<HTMLInputElement>) => {
        // The text as shown, so the field is not drawn again: a selection (Tab selects all) stays.
        setTyped({ text: shownText(value, rules, 'en') });
        onFocus?.(event);
      }}
      onChange={(event) => {
        const field = event.currentTarget;
        const at = field.selectionStart ?? field.value.length;
        const text = readTyped(field.value, rules);
        caret.current = normalised(field.value.slice(0, at), rules).length;
        setTyped({ text });
        onChange?.(formValue(text));
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        const settled = settle(typed?.text ?? value, rules);
        setTyped(null);
        if (settled !== formValue(typed?.text ?? plainNumber(value))) onChange?.(settled);
        onBlur?.(event);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (!hideControls && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
          event.preventDefault();
          const current = settle(typed?.text ?? value, rules);
          // Text that holds no number is left as typed, for its error to name.
          if (typeof current === 'string' && current !== '') return onKeyDown?.(event);
          const next = withinBounds(
            (current === '' ? 0 : current) + (event.key === 'ArrowUp' ? 1 : -1),
            rules,
          );
          const text = plainNumber(next);
          caret.current = text.length;
          setTyped({ text });
          onChange?.(formValue(text));
        }
        onKeyDown?.(event);
      }}
    />
  );
}
