import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ROLES } from '@cgx/domain/roles';
import { organisations } from './organisations.ts';

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organisationId: integer()
      .notNull()
      .references(() => organisations.id),
    role: text({ enum: ROLES }).notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    /** Stored lower-case; compared case-insensitively. */
    email: text().notNull(),
    /** E.164, e.g. +61412345678 */
    mobile: text(),
    /** The number a user signs in with instead of the e-mail. */
    loginNumber: text().notNull(),
    passwordHash: text(),
    /** Set when the stored password predates the current rule; the user must choose a new one. */
    mustChangePassword: boolean().notNull().default(false),
    emailConfirmedAt: timestamp({ withTimezone: true }),
    /** pending_approval: joined an existing NGR's organisation and awaits its administrator. */
    status: text({ enum: ['active', 'pending_approval', 'inactive'] })
      .notNull()
      .default('active'),
    mfaChannel: text({ enum: ['email', 'sms'] }),
    /** The organisation's administrator approves new users who join it. */
    isOrganisationAdmin: boolean().notNull().default(false),
    lastSignInAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email),
    uniqueIndex('users_login_number_key').on(table.loginNumber),
    index().on(table.organisationId),
  ],
);

/** Permissions granted to one user on top of their role's (roles.ts ROLE_PERMISSIONS). */
export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: integer()
      .notNull()
      .references(() => users.id),
    permission: text().notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.permission] })],
);

/** Per-user preferences that change what the product sends them. */
export const userPreferences = pgTable('user_preferences', {
  userId: integer()
    .primaryKey()
    .references(() => users.id),
  /** Growers who opt in get an SMS when a new firm bid matches grain they hold. */
  smsBidAlerts: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
