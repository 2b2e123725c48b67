import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Tables for better-auth (core + admin plugin). Property names are better-auth's field names.

export const users = pgTable('users', {
  id: text().primaryKey(),
  name: text().notNull(),
  email: text().notNull().unique(),
  emailVerified: boolean().notNull().default(false),
  image: text(),
  // Set only by verifying an SMS code (better-auth's phone-number plugin), always in E.164.
  phoneNumber: text().unique(),
  phoneNumberVerified: boolean().notNull().default(false),
  role: text().notNull().default('user'),
  banned: boolean().notNull().default(false),
  banReason: text(),
  banExpires: timestamp({ withTimezone: true }),
  // Kept on the user, not read from sessions: blocking or signing out deletes those, the last sign-in stays.
  lastSignInAt: timestamp({ withTimezone: true }),
  /** Set by better-auth's two-factor plugin once an authenticator app's first code is verified. */
  twoFactorEnabled: boolean().notNull().default(false),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    token: text().notNull().unique(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ipAddress: text(),
    userAgent: text(),
    impersonatedBy: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.identifier)],
);

export const rateLimits = pgTable('rate_limits', {
  id: text().primaryKey(),
  key: text().notNull().unique(),
  count: bigint({ mode: 'number' }).notNull(),
  lastRequest: bigint({ mode: 'number' }).notNull(),
});

/**
 * An authenticator app's secret and the backup codes (both encrypted by better-auth with the signing secret), one row
 * per user who began setting up two-factor sign-in; `verified` once the first code was accepted.
 */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: text().primaryKey(),
    secret: text().notNull(),
    backupCodes: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean().notNull().default(true),
    failedVerificationCount: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.userId), index().on(t.secret)],
);

/**
 * The owner's invitations to join the staff (domains/accounts/staff): an e-mail address, the role it gives, and
 * the SHA-256 of the link's token (the token itself is only in the mail). Single use: `acceptedAt` is set once,
 * in the same transaction that gives the role; past `expiresAt` the link no longer works.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: text().primaryKey(),
    /** Lower-cased: the account that accepts must have this address. */
    email: text().notNull(),
    role: text().notNull(),
    tokenHash: text().notNull().unique(),
    /** The inviter's language: the mail's, and the link's page. */
    locale: text().notNull(),
    invitedBy: text().references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    acceptedBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.email)],
);

/**
 * The owner's rules for the whole staff, one row per store (`STORE_ID`): whether every staff member must sign in
 * with an authenticator app's code too (Settings → Two-factor sign-in; domains/admin/two-factor-gate.ts).
 */
export const staffPolicies = pgTable('staff_policies', {
  storeId: text().primaryKey(),
  twoFactorRequired: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
