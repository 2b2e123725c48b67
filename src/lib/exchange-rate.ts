import { currencyDigits } from './money';

// Exchange rates for showing prices in another currency. Kept as exact decimal text ("0.307"), never a float: a
// rate such as 0.3075 KWD per USD must survive storage and arithmetic unchanged.

/** The most decimal places a rate may have (a store selling in Vietnamese dong shows US dollars at 0.00004). */
export const RATE_DECIMALS = 8;
/** The largest rate accepted: units of the shown currency per one unit of the base. */
export const MAX_RATE = 1_000_000;

// Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹) digits and the Arabic decimal separator, as typed on an
// Arabic keyboard.
const toWesternDigits = (text: string) =>
  text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.');

/**
 * A rate as typed ("3.75", "03.7500", "٣٫٧٥") → its canonical decimal text ("3.75"); null unless it is a positive
 * number with at most RATE_DECIMALS decimals and no more than MAX_RATE.
 */
export function parseRate(value: string): string | null {
  const match = /^(\d{0,7})(?:\.(\d*))?$/.exec(toWesternDigits(value.trim()));
  if (!match) return null;
  const whole = (match[1] || '0').replace(/^0+(?=\d)/, '');
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > RATE_DECIMALS) return null;
  if (/^0*$/.test(whole + fraction)) return null;
  if (Number(whole) > MAX_RATE || (Number(whole) === MAX_RATE && fraction !== '')) return null;
  return fraction ? `${whole}.${fraction}` : whole;
}

/** numerator / denominator × 10^shift, rounded half away from zero, exactly. */
function divideRounded(numerator: bigint, denominator: bigint, shift: number): number {
  const scaled = shift >= 0 ? numerator * 10n ** BigInt(shift) : numerator;
  const divisor = shift >= 0 ? denominator : denominator * 10n ** BigInt(-shift);
  const negative = scaled < 0n;
  const size = negative ? -scaled : scaled;
  const rounded = (2n * size + divisor) / (2n * divisor);
  return Number(negative ? -rounded : rounded);
}

/**
 * Minor units of `from` → minor units of `to` at `rate` (units of `to` for one unit of `from`, decimal text as
 * `parseRate` gives it), rounded half away from zero to `to`'s own exponent: 49.00 USD at 0.307 → 15.043 KWD,
 * 49.99 USD at 150.5 → 7 523 JPY. Exact integer arithmetic, so no float ever rounds a price.
 */
export function convertMinor(amountMinor: number, from: string, to: string, rate: string): number {
  const [whole = '0', fraction = ''] = rate.split('.');
  const numerator = BigInt(amountMinor) * BigInt(whole + fraction);
  const denominator = 10n ** BigInt(fraction.length);
  const shift = currencyDigits(to) - currencyDigits(from);
  return divideRounded(numerator, denominator, shift);
}

/**
 * The way back: minor units of `shown`, a currency shown at `rate` (units of `shown` for one unit of `base`), →
 * minor units of `base`, rounded half away from zero as `convertMinor` rounds: 300.00 SAR at 3.75 → 80.00 USD. For
 * an amount a shopper types in their display currency (the listing's price filter), read in the base currency.
 */
export function unconvertMinor(amountMinor: number, shown: string, base: string, rate: string): number {
  const [whole = '0', fraction = ''] = rate.split('.');
  const numerator = BigInt(amountMinor) * 10n ** BigInt(fraction.length);
  const denominator = BigInt(whole + fraction);
  const shift = currencyDigits(base) - currencyDigits(shown);
  return divideRounded(numerator, denominator, shift);
}
