import 'server-only';
import { type BrandColors, brandTheme, cssVariablesResolver } from './theme';

type Mantine = typeof import('@mantine/core');
type Variables = ReturnType<Mantine['defaultCssVariablesResolver']>;

// Every file of @mantine/core is marked 'use client', so in the server's bundle its functions are references that
// cannot be called. Node imports the package itself here (the name in a variable keeps the bundler out of it);
// only pure functions of it are used.
const MANTINE = '@mantine/core';
let mantine: Promise<Mantine> | undefined;

const byColors = new Map<string, Promise<string>>();

/**
 * What MantineProvider would put in a `<style>` on every page: the theme's CSS variables (only those that differ
 * from Mantine's defaults, which its stylesheet has) and its `hidden-from` / `visible-from` classes. Rendered by the
 * root layout, so pages whose components are plain markup need no Mantine code in the browser
 * (docs/decisions/0017-storefront-first-load.md); MantineScope provides the theme to those that use Mantine.
 */
export function themeCss(colors: BrandColors): Promise<string> {
  const key = `${colors.primaryColor} ${colors.secondaryColor}`;
  let css = byColors.get(key);
  if (!css) {
    mantine ??= import(/* webpackIgnore: true */ MANTINE) as Promise<Mantine>;
    css = mantine.then((m) => build(m, colors));
    // A failure is not kept: the next page asks again.
    css.catch(() => {
      mantine = undefined;
      byColors.delete(key);
    });
    byColors.set(key, css);
  }
  return css;
}

function build(m: Mantine, colors: BrandColors): string {
  const theme = m.mergeMantineTheme(m.DEFAULT_THEME, brandTheme(colors));
  const ours = cssVariablesResolver(theme);
  const merged = m.defaultCssVariablesResolver(theme);
  const defaults = m.defaultCssVariablesResolver(m.DEFAULT_THEME);
  const changed = (scheme: keyof Variables) => {
    const before: Record<string, string> = defaults[scheme];
    return Object.fromEntries(
      Object.entries({ ...merged[scheme], ...ours[scheme] }).filter(
        ([name, value]) => before[name] !== value,
      ),
    );
  };
  const variables = m.convertCssVariables({
    variables: changed('variables'),
    light: changed('light'),
    dark: changed('dark'),
  });
  const classes = Object.entries(theme.breakpoints).map(([name, breakpoint]) => {
    const width = m.px(breakpoint) as number;
    return (
      `@media (max-width: ${m.em(width - 0.1)}) {.mantine-visible-from-${name} {display: none !important;}}` +
      `@media (min-width: ${m.em(width)}) {.mantine-hidden-from-${name} {display: none !important;}}`
    );
  });
  return variables + classes.join('');
}
