import type { CSSProperties } from 'react';
import glyphs from './glyphs.module.css';

export type GlyphName =
  | 'previous'
  | 'next'
  | 'zoom'
  | 'minus'
  | 'plus'
  | 'bagPlus'
  | 'heart'
  | 'heartFilled'
  | 'trash'
  | 'photo'
  | 'truck';

/**
 * One of Tabler's icons drawn by CSS (glyphs.module.css), for the storefront's first-load controls: the same look as
 * `@tabler/icons-react`'s, without its code in the page. Decorative: the control says what it does.
 */
export function Glyph({
  name,
  size = 20,
  className,
  color,
}: {
  name: GlyphName;
  size?: number;
  className?: string;
  color?: string;
}) {
  const style = { '--glyph-size': `${size / 16}rem`, color } as CSSProperties;
  return (
    <span
      className={`${glyphs.glyph} ${glyphs[name]}${className ? ` ${className}` : ''}`}
      style={style}
      aria-hidden
    />
  );
}
