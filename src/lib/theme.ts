import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  lighten,
  luminance,
  type MantineColorsTuple,
  type MantineTheme,
} from '@mantine/core';

function mix(hex: string, target: number, weight: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 255;
    return Math.round(c + (target - c) * weight)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** Ten Mantine shades around one brand colour: lighter tints first, the colour itself at index 6. */
export function shadesOf(hex: string): MantineColorsTuple {
  const tints = [0.92, 0.82, 0.68, 0.52, 0.36, 0.18].map((w) => mix(hex, 255, w));
  const darks = [0.15, 0.3, 0.45].map((w) => mix(hex, 0, w));
  return [...tints, hex, ...darks] as unknown as MantineColorsTuple;
}

// Noto Sans Arabic on Arabic pages (--font-arabic is set there, see app/[locale]/fonts.ts), the system's
// fonts everywhere else.
const FONT_FAMILY = 'var(--font-arabic, system-ui), system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** The WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for body text. */
export const TEXT_CONTRAST = 4.5;

/** Where black and white text reach the same contrast: the theme's `luminanceThreshold`. */
const EQUAL_CONTRAST_LUMINANCE = 0.179;

/** Black or white, whichever reads better on `background` (Mantine's autoContrast with the theme's threshold). */
export const readableOn = (background: string) =>
  luminance(background) > EQUAL_CONTRAST_LUMINANCE ? '#000000' : '#ffffff';

/**
 * What text sits on in each scheme: the page, and the tinted panels and cards on it. From the theme given, not
 * Mantine's DEFAULT_THEME: that module imports a 'use client' one, which would put Mantine's colour code into the
 * first load of every page whose server code imports this file.
 */
export function surfacesOf(theme: Pick<MantineTheme, 'white' | 'colors'>) {
  const { gray, dark } = theme.colors as Record<'gray' | 'dark', MantineColorsTuple>;
  return { light: [theme.white, gray[0], gray[1]], dark: [dark[7], dark[6], dark[8]] } as const;
}

type Scheme = 'light' | 'dark';

/**
 * The first of `order`'s shades of a colour that reaches 4.5:1 on every one of `surfaces`. When none does
 * (Mantine's green-9 on white), the last one darkened in light mode, or lightened in dark mode, until it does.
 */
function readableShade(
  theme: MantineTheme,
  name: string,
  order: number[],
  surfaces: readonly string[],
  scheme: Scheme,
) {
  const shades = theme.colors[name] ?? [];
  const readable = (color: string) =>
    surfaces.every((surface) => contrastRatio(color, surface) >= TEXT_CONTRAST);
  const shade = order.find((i) => readable(shades[i] ?? ''));
  if (shade !== undefined) return `var(--mantine-color-${name}-${shade})`;
  const last = shades[order.at(-1) ?? 0] ?? '';
  const adjust = scheme === 'light' ? darken : lighten;
  for (let amount = 0.05; amount < 1; amount += 0.05) {
    const color = adjust(last, amount);
    if (readable(color)) return color;
  }
  return scheme === 'light' ? theme.black : theme.white;
}

/**
 * Text colours that pass WCAG AA in both schemes, so the store's own colours (chosen by the admin) are covered too.
 * Mantine's own choices miss it for red, green, orange and the navy brand: shade 6 (light) or 4 (dark) for text,
 * anchors and errors; shade 9 on the tint of the `light` variant (badges, alerts, avatars' initials).
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme: MantineTheme) => {
  const surfaces = surfacesOf(theme);
  const scheme = (mode: Scheme) => {
    const variables: Record<string, string> = {};
    for (const [name, shades] of Object.entries(theme.colors)) {
      const textOrder = mode === 'light' ? [6, 7, 8, 9] : [4, 3, 2, 1, 0];
      variables[`--mantine-color-${name}-text`] = readableShade(theme, name, textOrder, surfaces[mode], mode);
      // The light variant's tint: shade 1 in light mode; in dark mode Mantine darkens shade 9 by half.
      const tint = mode === 'light' ? shades[1] : darken(shades[9], 0.5);
      const tintOrder = mode === 'light' ? [9] : [0];
      variables[`--mantine-color-${name}-light-color`] = readableShade(theme, name, tintOrder, [tint], mode);
    }
    const primaryText = `var(--mantine-color-${theme.primaryColor}-text)`;
    return {
      ...variables,
      '--mantine-color-anchor': primaryText,
      '--mantine-color-error': 'var(--mantine-color-red-text)',
      '--mantine-color-dimmed': variables[`--mantine-color-${mode === 'light' ? 'gray' : 'dark'}-text`] ?? '',
      '--wishah-focus-ring': primaryText,
    };
  };
  return { variables: {}, light: scheme('light'), dark: scheme('dark') };
};

/** Labels Mantine would otherwise give in English, in the page's language. */
export type ThemeLabels = { togglePassword: string; close: string };

/** The store's two branding colours (store settings). */
export type BrandColors = { primaryColor: string; secondaryColor: string };

/** The Mantine theme from the store's branding colours: what its CSS variables are made of (theme-css.ts). */
export function brandTheme(colors: BrandColors) {
  return createTheme({
    primaryColor: 'brand',
    // In dark mode a filled button one step lighter than the navy brand stands out from the page, and white text
    // on it keeps 7:1 (shade 4, Mantine's default, made "Add to cart" look disabled).
    primaryShade: { light: 6, dark: 5 },
    // Black or white text on filled colours by their lightness, whatever colours the admin picks; 0.179 is where
    // both reach the same contrast, so the one chosen always has 4.5:1 or more (Mantine's 0.3 gives white on blue).
    autoContrast: true,
    luminanceThreshold: EQUAL_CONTRAST_LUMINANCE,
    colors: { brand: shadesOf(colors.primaryColor), accent: shadesOf(colors.secondaryColor) },
    fontFamily: FONT_FAMILY,
    headings: { fontFamily: FONT_FAMILY },
    defaultRadius: 'md',
    cursorType: 'pointer',
    // Dialogs, drawers, menus and toasts appear without moving for a visitor whose system asks for less motion, as
    // the storefront's own controls do (controls.module.css).
    respectReducedMotion: true,
  });
}

/** The whole Mantine theme: the branding colours, and defaults for components Mantine would label in English. */
export function buildTheme(colors: BrandColors, labels: ThemeLabels) {
  return createTheme({
    ...brandTheme(colors),
    // Plain objects, not PasswordInput.extend(…): naming the components here would put their code (and the inputs,
    // buttons and transitions under them) into every page's first load.
    components: {
      // Every text field and text area writes in the direction of what is typed: Arabic from the right, an e-mail or
      // English from the left, whatever the page's direction. On the <input>/<textarea> itself: a `dir` prop on
      // TextInput or Textarea lands on the element around it, whose own text is empty, so it followed the page.
      Input: { defaultProps: { attributes: { input: { dir: 'auto' } } } },
      PasswordInput: {
        defaultProps: { visibilityToggleButtonProps: { 'aria-label': labels.togglePassword } },
      },
      // Every dialog and drawer, also those the modals manager opens (a confirmation), names its close button.
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': labels.close } } },
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': labels.close } } },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': labels.close } } },
    },
  });
}
