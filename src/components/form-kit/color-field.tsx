'use client';

import { ColorInput, type ColorInputProps } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

/**
 * A colour typed as hex or picked, digits left to right in Arabic pages too. Escape closes the picker and keeps the
 * focus in the field: Mantine's `ColorInput` listens for Escape only inside its dropdown, which never has the focus,
 * so the picker stayed open over the form until the field was left. A colour that is not one stays as typed, for
 * the form's check to say so: Mantine put the last good colour back on leaving, and the save kept the old colour
 * without a word. The eye-dropper button is named (axe: a button without a name), unless the caller names it.
 */
export function ColorField({
  onFocus,
  onBlur,
  onClick,
  onKeyDown,
  popoverProps,
  eyeDropperButtonProps,
  ...props
}: ColorInputProps) {
  const t = useTranslations('common');
  const [open, setOpen] = useState(false);
  return (
    <ColorInput
      format="hex"
      dir="ltr"
      fixOnBlur={false}
      {...props}
      eyeDropperButtonProps={{ 'aria-label': t('eyeDropper'), ...eyeDropperButtonProps }}
      popoverProps={{ ...popoverProps, opened: open }}
      onFocus={(event) => {
        setOpen(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setOpen(false);
        onBlur?.(event);
      }}
      onClick={(event) => {
        setOpen(true);
        onClick?.(event);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          // Only the picker closes, not a dialog the field sits in.
          event.stopPropagation();
          setOpen(false);
        }
        onKeyDown?.(event);
      }}
    />
  );
}
