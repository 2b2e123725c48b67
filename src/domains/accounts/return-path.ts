/** Where to go after signing in: only paths on this site, never `//host` or a full URL. */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
