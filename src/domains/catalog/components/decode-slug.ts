/** A slug from route params, percent-decoded when it arrives encoded (non-Latin slugs); unchanged if malformed. */
export function decodeSlug(slug: string): string {
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}
