// Free of zod, so a search box in the storefront's first load can read it (form-kit/lazy-schema.ts).

/** The longest search the store's and the back office's search boxes take; a longer `?q=` is cut to it. */
export const SEARCH_MAX_LENGTH = 100;
