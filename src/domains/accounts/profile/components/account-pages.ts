/** The shopper's account pages (spec screens "profile" and "change password"). */
export const ACCOUNT_PAGES = { profile: '/account/profile', password: '/account/password' } as const;
export type AccountPage = keyof typeof ACCOUNT_PAGES;
