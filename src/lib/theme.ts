import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

/** The Mantine theme from the store's branding colours. */
export function buildTheme(colors: { primaryColor: string; secondaryColor: string }) {
  return createTheme({
    primaryColor: 'brand',
    primaryShade: { light: 6, dark: 4 },
    colors: { brand: shadesOf(colors.primaryColor), accent: shadesOf(colors.secondaryColor) },
    fontFamily: '"Noto Sans Arabic", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    headings: { fontFamily: '"Noto Sans Arabic", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
    defaultRadius: 'md',
    cursorType: 'pointer',
  });
}
