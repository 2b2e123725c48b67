// How big a cart and an order can ever be, whatever the owner sets (store-settings' checkout limits stay within
// them): the browser's cart, the kept cart, the checkout's schema and the settings' bounds read the same numbers.

/** The most units of one variant in one order (and in a cart line). */
export const MAX_LINE_QUANTITY = 99;
/** The most lines in one order (and in a kept cart). */
export const MAX_ORDER_LINES = 50;
