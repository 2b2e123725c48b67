import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buildTheme, cssVariablesResolver } from './theme';
import { themeCss } from './theme-css';

const labels = { togglePassword: 'Show or hide the password', close: 'Close' };

/** The `<style>` contents MantineProvider renders for the store's theme. */
function providerCss(colors: { primaryColor: string; secondaryColor: string }) {
  const html = renderToStaticMarkup(
    createElement(MantineProvider, { theme: buildTheme(colors, labels), cssVariablesResolver }),
  );
  return [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((match) => match[1]).join('');
}

describe('themeCss', () => {
  it.each([
    { primaryColor: '#242F51', secondaryColor: '#384878' },
    { primaryColor: '#f5c518', secondaryColor: '#2f9e44' },
  ])('is what MantineProvider would render for $primaryColor and $secondaryColor', async (colors) => {
    const css = await themeCss(colors);
    expect(css).toContain(`--mantine-color-brand-6: ${colors.primaryColor}`);
    expect(css).toContain('.mantine-hidden-from-sm');
    expect(css).toBe(providerCss(colors));
  });

  it('is made once per pair of colours', async () => {
    const colors = { primaryColor: '#112233', secondaryColor: '#445566' };
    expect(themeCss(colors)).toBe(themeCss({ ...colors }));
  });
});
