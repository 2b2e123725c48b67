import { intlLocale } from '@/lib/money';

/**
 * Every IANA time zone the runtime knows, UTC first, labelled in the page's language with its offset now: "Asia/Riyadh
 * · Arabian Standard Time (GMT+3)", "Asia/Riyadh · التوقيت العربي الرسمي (غرينتش+٣)". The zone's name stays as IANA
 * writes it (no runtime names its city in Arabic); the zone's own name in the page's language makes it findable.
 */
export function timeZoneOptions(locale: string, now = new Date()): { value: string; label: string }[] {
  const zones = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];
  const nameOf = (timeZone: string, timeZoneName: 'longGeneric' | 'longOffset' | 'shortOffset') =>
    new Intl.DateTimeFormat(intlLocale(locale), { timeZone, timeZoneName })
      .formatToParts(now)
      .find((part) => part.type === 'timeZoneName')?.value;
  return zones.map((zone) => {
    const offset = nameOf(zone, 'shortOffset');
    if (zone === 'UTC') return { value: zone, label: offset ? `UTC (${offset})` : zone };
    const generic = nameOf(zone, 'longGeneric');
    const city = zone.replaceAll('_', ' ');
    // A zone with no name of its own is named by its offset, which the label already gives.
    const name = generic && generic !== nameOf(zone, 'longOffset') ? `${city} · ${generic}` : city;
    return { value: zone, label: offset ? `${name} (${offset})` : name };
  });
}
