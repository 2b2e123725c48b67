import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createTranslator } from 'next-intl';
import ar from '../../messages/ar.json' with { type: 'json' };
import en from '../../messages/en.json' with { type: 'json' };
import { E2E_BASE_URL } from '../../playwright.config';
import { messageFormats } from '../../src/i18n/formats';
import { expect } from './fixtures';

// What every end-to-end spec checks the same way: the accessibility gate's rule, no sideways scrolling, and the
// store's messages as a page shows them.

export const MESSAGES = { en, ar } as const;

/** Where the end-to-end store writes its mail: its data folder's outbox (no SMTP_URL; tests/setup/e2e-server.ts). */
export const OUTBOX = path.join(os.tmpdir(), `wishah-e2e-${new URL(E2E_BASE_URL).port}`, 'outbox');
export type Locale = keyof typeof MESSAGES;

/** No serious or critical axe violation on the page as it is now (WCAG 2.1 A and AA), once it is at rest. */
export async function expectAccessible(page: Page, what: string) {
  await page.waitForLoadState('load');
  // What is still loading is checked once it is in: a busy part is drawn dimmed or as placeholders.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Nothing fades while axe reads the page: a toast halfway through fading in or out has half its contrast, and one
  // may start closing during the check (waiting for running transitions first missed those).
  const still = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  await still.evaluate((style) => (style as HTMLStyleElement).remove());
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(serious, `${what}: axe violations`).toEqual([]);
}

/**
 * The page does not reach past the screen's edge (it would scroll sideways), once its layout has settled: charts
 * follow a new viewport on their next resize observation, a moment after it.
 */
export async function expectNoSidewaysScroll(page: Page, what: string) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: `${what} scrolls sideways`,
      timeout: 5_000,
    })
    .toBeLessThanOrEqual(0);
}

/** A message as the page shows it, with ICU values, in the page's digits. */
export function say(locale: Locale, key: string, values: Record<string, unknown> = {}) {
  const t = createTranslator({ locale, messages: MESSAGES[locale], formats: messageFormats(locale) });
  return (t as unknown as (key: string, values: object) => string)(key, values);
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field's label, with or without the required mark after it. */
export const label = (text: string) => new RegExp(`^${escapeRegExp(text)}\\s*\\*?$`);
