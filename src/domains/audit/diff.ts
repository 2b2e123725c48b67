/** A value as JSON keeps it (dates as ISO strings, undefined as null), so before and after compare as stored. */
function stored(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value) ?? 'null');
}

/** The same JSON, whatever the order of its keys. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export type FieldChanges = { before: Record<string, unknown>; after: Record<string, unknown> };

/**
 * The fields that differ between `before` and `after`, each with its two values; a field only one side has counts
 * as changed (the other side null). Nested objects and lists compare whole, by value.
 */
export function diffFields(before: Record<string, unknown>, after: Record<string, unknown>): FieldChanges {
  const changes: FieldChanges = { before: {}, after: {} };
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = stored(before[key]);
    const now = stored(after[key]);
    if (canonical(was) === canonical(now)) continue;
    changes.before[key] = was;
    changes.after[key] = now;
  }
  return changes;
}

/** Only the fields of `row` named in `fields`: what a form edits, without the row's bookkeeping. */
export function pickFields<T extends object>(row: T, fields: readonly (keyof T)[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field, row[field]])) as Record<string, unknown>;
}

/**
 * Nested objects' fields as dotted names (`hero.title.en`), so a change deep in a settings document shows as that
 * one field; lists, dates and values stay whole.
 */
export function flattenFields(fields: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date))
      Object.assign(flat, flattenFields(value as Record<string, unknown>, name));
    else flat[name] = value;
  }
  return flat;
}
