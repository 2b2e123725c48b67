// A review's limits, apart from its schema (zod), which the review form loads later (form-kit/lazy-schema.ts).

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_COMMENT_MAX = 2000;
