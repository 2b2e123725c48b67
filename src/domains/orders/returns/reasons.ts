// Why a shopper sends something back, in the form's order. Apart from the schemas so the order page's return form
// lists them without bringing zod into the page's first load.
export const RETURN_REASONS = ['damaged', 'wrongItem', 'notAsDescribed', 'changedMind', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
