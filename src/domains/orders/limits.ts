// An order's limits, apart from its schemas (zod): the checkout prints them in its first load and loads the schemas
// later (form-kit/lazy-schema.ts).

/** The most units of one variant in one order (the browser cart caps a line the same: cart-store.test.ts). */
export const MAX_LINE_QUANTITY = 99;
/** The most lines in one order (and in a kept cart). */
export const MAX_ORDER_LINES = 50;
/** The spec's phone confirmation: 10 digits ('The number must be the 10 digit.'). */
export const PHONE_DIGITS = 10;
