'use client';

import { NumberInput, type NumberInputProps } from '@mantine/core';
import { toAsciiDigits } from '@/lib/money';

/**
 * Digits and the decimal separator typed or pasted from an Arabic keyboard (٠–٩, ۰–۹, ٫) go into the field as
 * Western ones: the number parser under Mantine's `NumberInput` (react-number-format 5) drops any others, so an owner
 * typing ٥ saw nothing happen, and ٤٥٫٥٠ became 4550. The text is put in place of what the browser would have
 * inserted, then announced as an input, the way typed text is.
 */
function takeArabicDigits(input: HTMLInputElement | null) {
  if (!input) return;
  const onBeforeInput = (event: InputEvent) => {
    const text = event.data ?? event.dataTransfer?.getData('text/plain');
    const western = text && toAsciiDigits(text).replaceAll('\u066B', '.');
    if (!text || !western || western === text) return;
    event.preventDefault();
    input.setRangeText(western, input.selectionStart ?? 0, input.selectionEnd ?? 0, 'end');
    input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText' }));
  };
  input.addEventListener('beforeinput', onBeforeInput);
  return () => input.removeEventListener('beforeinput', onBeforeInput);
}

/**
 * A number field of the back office: it takes digits typed on an Arabic keyboard, and its digits run left to right
 * in Arabic pages too. (It shows Western digits: react-number-format writes no others.)
 */
export function NumberField(props: NumberInputProps) {
  return <NumberInput dir="ltr" {...props} ref={takeArabicDigits} />;
}
