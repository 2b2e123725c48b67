// An order's limits, apart from its schemas (zod): the checkout prints them in its first load and loads the schemas
// later (form-kit/lazy-schema.ts).

/** The spec's phone confirmation: 10 digits ('The number must be the 10 digit.'). */
export const PHONE_DIGITS = 10;
