import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organisations } from './organisations.ts';
import { users } from './users.ts';

export type MessageAttachment = { filename: string; contentType: string; path: string };

/**
 * The outbox: every e-mail and SMS the product sends, written in the same transaction as its
 * cause and delivered by a worker. status: pending → delivered (sent through SMTP or an SMS
 * gateway) | recorded (no gateway configured: kept here only) | failed.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text({ enum: ['email', 'sms'] }).notNull(),
    /** What caused it, e.g. 'mfa_code', 'password_reset'. */
    kind: text().notNull(),
    subject: text(),
    /** E-mail: HTML. SMS: the text. */
    body: text().notNull(),
    /** One line for lists: the SMS text, or the e-mail's plain-text gist. */
    summary: text().notNull(),
    attachments: jsonb().$type<MessageAttachment[]>().notNull().default([]),
    status: text({ enum: ['pending', 'delivered', 'recorded', 'failed'] })
      .notNull()
      .default('pending'),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp({ withTimezone: true }),
  },
  (table) => [index().on(table.type, table.createdAt)],
);

export const messageRecipients = pgTable(
  'message_recipients',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    messageId: bigint({ mode: 'number' })
      .notNull()
      .references(() => messages.id),
    userId: integer().references(() => users.id),
    userName: text(),
    organisationId: integer().references(() => organisations.id),
    organisationName: text(),
    email: text(),
    mobile: text(),
  },
  (table) => [index().on(table.messageId), index().on(table.email), index().on(table.mobile)],
);
