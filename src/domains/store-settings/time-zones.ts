import { intlLocale } from '@/lib/money';

/**
 * Zones IANA has renamed that the runtime still lists by their old name (ICU follows CLDR, which keeps them): the
 * list offers today's name, which PostgreSQL knows too.
 */
const RENAMED: Record<string, string> = {
  'America/Godthab': 'America/Nuuk',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};
const currentName = (zone: string) => RENAMED[zone] ?? zone;

/**
 * Whether `zone` is an IANA zone the runtime can show times in, by its old name or its new one. Offsets ("+03:00")
 * are refused: PostgreSQL reads them as POSIX zones, with the sign reversed.
 */
export function isTimeZone(zone: string): boolean {
  if (zone !== 'UTC' && !/^[A-Za-z]+(\/[A-Za-z0-9_+-]+)+$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Every IANA time zone the runtime knows, UTC first, labelled in the page's language with its offset now: "Asia/Riyadh
 * · Arabian Standard Time (GMT+3)", "Asia/Riyadh · التوقيت العربي الرسمي (غرينتش+٣)". The zone's name stays as IANA
 * writes it (no runtime names its city in Arabic); the zone's own name in the page's language makes it findable.
 */
export function timeZoneOptions(locale: string, now = new Date()): { value: string; label: string }[] {
  const zones = [
    'UTC',
    ...Intl.supportedValuesOf('timeZone')
      .filter((zone) => zone !== 'UTC')
      .map(currentName),
  ];
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
