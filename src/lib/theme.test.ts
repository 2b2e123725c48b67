import {
  Autocomplete,
  DEFAULT_THEME,
  darken,
  isLightColor,
  MantineProvider,
  mergeMantineTheme,
  NumberInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buildTheme, contrastRatio, cssVariablesResolver, surfacesOf, TEXT_CONTRAST } from './theme';

const labels = { togglePassword: 'Show or hide the password', close: 'Close' };
// The spec's brand colours, the store's defaults.
const theme = mergeMantineTheme(
  DEFAULT_THEME,
  buildTheme({ primaryColor: '#242F51', secondaryColor: '#384878' }, labels),
);
const variables = cssVariablesResolver(theme);
const SURFACES = surfacesOf(DEFAULT_THEME);

/** A resolved colour: follows `var(--mantine-color-x-n)` to the palette and other variables of the scheme. */
function resolve(value: string, scheme: 'light' | 'dark'): string {
  const shade = value.match(/^var\(--mantine-color-(\w+)-(\d)\)$/);
  if (shade) return theme.colors[shade[1] as string]?.[Number(shade[2])] ?? value;
  const variable = value.match(/^var\((--[\w-]+)\)$/)?.[1];
  const next = variable && (variables[scheme] as Record<string, string>)[variable];
  return next ? resolve(next, scheme) : value;
}

describe('theme contrast (WCAG AA, issue 13)', () => {
  it.each(['light', 'dark'] as const)('text colours are readable on every surface in %s mode', (scheme) => {
    const names = [
      'dimmed',
      'anchor',
      'error',
      ...['brand', 'accent', 'red', 'green', 'orange', 'teal', 'gray'].map((c) => `${c}-text`),
    ];
    for (const name of names) {
      const color = resolve(`var(--mantine-color-${name})`, scheme);
      for (const surface of SURFACES[scheme]) {
        expect(contrastRatio(color, surface), `${name} ${color} on ${surface}`).toBeGreaterThanOrEqual(
          TEXT_CONTRAST,
        );
      }
    }
  });

  it.each(['light', 'dark'] as const)(
    'light variants (badges, alerts, initials) are readable on their tint in %s mode',
    (scheme) => {
      for (const name of ['brand', 'red', 'green', 'orange', 'teal', 'yellow', 'blue', 'gray']) {
        const shades = theme.colors[name] ?? [];
        const tint = scheme === 'light' ? (shades[1] ?? '') : darken(shades[9] ?? '', 0.5);
        const color = resolve(`var(--mantine-color-${name}-light-color)`, scheme);
        expect(contrastRatio(color, tint), `${name} ${color} on ${tint}`).toBeGreaterThanOrEqual(
          TEXT_CONTRAST,
        );
      }
    },
  );

  it('puts black or white on any filled colour, whichever reaches 4.5:1', () => {
    for (const [name, shades] of Object.entries(theme.colors)) {
      for (const fill of shades) {
        const text = isLightColor(fill, theme.luminanceThreshold) ? theme.black : theme.white;
        expect(contrastRatio(fill, text), `${name} ${fill}`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      }
    }
  });

  it.each(['light', 'dark'] as const)(
    'filled buttons have readable text and stand out in %s mode',
    (scheme) => {
      const shade = typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade[scheme];
      const fill = theme.colors.brand?.[shade] ?? '';
      const text = isLightColor(fill, theme.luminanceThreshold) ? theme.black : theme.white;
      expect(contrastRatio(fill, text)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      // A button's shape against the page (WCAG 1.4.11 asks 3:1 of its border; a fill this close still reads as one).
      expect(contrastRatio(fill, SURFACES[scheme][0])).toBeGreaterThan(2);
    },
  );

  it('keeps the chosen brand shade readable for a light brand colour the admin picks', () => {
    const gold = mergeMantineTheme(
      DEFAULT_THEME,
      buildTheme({ primaryColor: '#f5c518', secondaryColor: '#384878' }, labels),
    );
    const dark = cssVariablesResolver(gold).dark['--mantine-color-brand-text'] ?? '';
    const shade = Number(dark.match(/-(\d)\)$/)?.[1]);
    expect(contrastRatio(gold.colors.brand?.[shade] ?? '', SURFACES.dark[0])).toBeGreaterThanOrEqual(
      TEXT_CONTRAST,
    );
  });

  it('labels Mantine’s own controls in the page’s language', () => {
    expect(theme.components.PasswordInput?.defaultProps).toMatchObject({
      visibilityToggleButtonProps: { 'aria-label': labels.togglePassword },
    });
    for (const closable of ['Notification', 'Modal', 'Drawer'] as const)
      expect(theme.components[closable]?.defaultProps, closable).toMatchObject({
        closeButtonProps: { 'aria-label': 'Close' },
      });
  });

  it('makes every text field and text area follow the typed direction on the element itself', () => {
    const fields: [string, ReactElement][] = [
      ['TextInput', createElement(TextInput, { label: 'Name', dir: 'ltr' })],
      ['Textarea', createElement(Textarea, { label: 'Comment', autosize: true })],
      ['NumberInput', createElement(NumberInput, { label: 'Stock' })],
      ['Autocomplete', createElement(Autocomplete, { label: 'City', data: [] })],
    ];
    for (const [name, field] of fields) {
      const html = renderToStaticMarkup(
        createElement(
          MantineProvider,
          { theme: buildTheme({ primaryColor: '#242F51', secondaryColor: '#384878' }, labels) },
          field,
        ),
      );
      expect(html, name).toMatch(/<(input|textarea)\b[^>]*\bdir="auto"/);
    }
  });
});
