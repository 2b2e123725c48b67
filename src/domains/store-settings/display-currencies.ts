import { z } from 'zod';
import { MAX_RATE, parseRate, RATE_DECIMALS } from '@/lib/exchange-rate';
import { currencyInput } from './schemas';

/**
 * A currency shoppers may view prices in, with its rate: units of `code` for one unit of the base currency, as exact
 * decimal text ("3.75", "0.307"; lib/money `parseRate`). Stored as text, never a float, so a rate such as 0.3075
 * comes back as typed. Orders are always charged in the base currency; these only change what shoppers see.
 */
export type DisplayCurrency = { code: string; rate: string };

/** The most currencies the owner may list: the header's picker stays a short list. */
export const MAX_DISPLAY_CURRENCIES = 20;

/** The message values the rules below print. */
export const DISPLAY_CURRENCY_MESSAGE_VALUES = {
  max: MAX_DISPLAY_CURRENCIES,
  maxRate: MAX_RATE,
  decimals: RATE_DECIMALS,
};

const rate = z.string('validation.rateInvalid').transform((text, ctx) => {
  const parsed = parseRate(text);
  if (parsed === null) ctx.addIssue({ code: 'custom', message: 'validation.rateInvalid' });
  return parsed ?? '';
});

const displayCurrency = z.object({ code: currencyInput.shape.currency, rate });

/**
 * The owner's list (Payment options → Display currencies): known ISO 4217 codes, each once, with a positive rate of
 * at most eight decimals. That none is the base currency is checked by the service, which reads the base.
 */
export const displayCurrenciesInput = z.object({
  currencies: z
    .array(displayCurrency)
    .max(MAX_DISPLAY_CURRENCIES, 'validation.displayCurrenciesMax')
    // Checked even while another row is wrong (its entry then holds what was sent), so every mistake shows at once.
    .superRefine(
      (list, ctx) => {
        const seen = new Set<string>();
        for (const [index, entry] of list.entries()) {
          const raw: unknown = entry?.code;
          const code = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
          if (code && seen.has(code))
            ctx.addIssue({ code: 'custom', path: [index, 'code'], message: 'validation.duplicate' });
          seen.add(code);
        }
      },
      { when: (payload) => Array.isArray(payload.value) },
    ),
});
export type DisplayCurrenciesInput = z.infer<typeof displayCurrenciesInput>;

/**
 * The stored list as pages use it: entries that no longer pass the rules (a hand-edited row, a code the platform
 * dropped), the base currency itself and repeats are left out rather than breaking a page.
 */
export function readDisplayCurrencies(stored: unknown, base: string): DisplayCurrency[] {
  if (!Array.isArray(stored)) return [];
  const out: DisplayCurrency[] = [];
  for (const entry of stored.slice(0, MAX_DISPLAY_CURRENCIES)) {
    const parsed = displayCurrency.safeParse(entry);
    if (!parsed.success || parsed.data.code === base) continue;
    if (out.some((c) => c.code === parsed.data.code)) continue;
    out.push(parsed.data);
  }
  return out;
}
