'use client';

import { TextInput, type TextInputProps } from '@mantine/core';
import { useLocale } from 'next-intl';
import { type FocusEvent, type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import {
  formValue,
  localText,
  type NumberRules,
  normalised,
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
 * is a number once the text is one, else the text ('' when empty), as `NumberInput` gives; leaving the field keeps
 * it within `min` and `max` and shows it with its decimals.
 */
export function NumberField({
  value = '',
  onChange,
  onBlur,
  onFocus,
  onKeyDown,
  hideControls,
  ...others
}: NumberFieldProps) {
  const locale = useLocale();
  const [rules, props] = splitRules(others);
  // While the field has the focus it shows what is typed, as typed; otherwise the value, formatted.
  const [typed, setTyped] = useState<{ text: string } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // Digits are swapped for the page's as they are typed, and a refused key is taken back: either way the caret goes
  // back where the person left it, not to the end.
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const field = input.current;
    if (caret.current !== null && field && document.activeElement === field)
      field.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const whole = rules.allowDecimal === false || rules.decimalScale === 0;

  return (
    <TextInput
      dir="ltr"
      inputMode={whole ? 'numeric' : 'decimal'}
      autoComplete="off"
      {...props}
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
        if (text === null) {
          // Refused: the text stays as it was (a new object, so the field is drawn again), the caret before the key.
          caret.current = Math.max(0, at - (field.value.length - (typed?.text.length ?? 0)));
          setTyped((current) => current && { ...current });
          return;
        }
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
