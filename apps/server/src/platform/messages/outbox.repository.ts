import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { type MessageAttachment, messageRecipients, messages } from '../../db/schema/messages.ts';
import { deliverMessageJob, priorityOfMessage } from './messages.jobs.ts';

export type Recipient = {
  userId?: number | null;
  userName?: string | null;
  organisationId?: number | null;
  organisationName?: string | null;
  email?: string | null;
  mobile?: string | null;
};

export type OutgoingMessage = {
  type: 'email' | 'sms';
  kind: string;
  subject?: string;
  body: string;
  summary: string;
  attachments?: MessageAttachment[];
  recipients: Recipient[];
};

/**
 * Writes the message, its recipients and the job that delivers it, in one statement (a trade
 * writes four: each round trip showed in the announcement's time, decision 0083). Call it with
 * the transaction of whatever caused the message, so all commit together or not at all.
 */
export async function enqueueMessage(db: Db, message: OutgoingMessage): Promise<number> {
  const recipients = message.recipients.map((recipient) => ({
    user_id: recipient.userId ?? null,
    user_name: recipient.userName ?? null,
    organisation_id: recipient.organisationId ?? null,
    organisation_name: recipient.organisationName ?? null,
    email: recipient.email ?? null,
    mobile: recipient.mobile ?? null,
  }));
  const [row] = await queryRows<{ id: string | number }>(
    db,
    sql`
    WITH message AS (
      INSERT INTO messages (type, kind, subject, body, summary, attachments)
      VALUES (${message.type}, ${message.kind}, ${message.subject ?? null}, ${message.body}, ${message.summary},
              ${JSON.stringify(message.attachments ?? [])}::jsonb)
      RETURNING id
    ), recipients AS (
      INSERT INTO message_recipients (message_id, user_id, user_name, organisation_id, organisation_name, email, mobile)
      SELECT message.id, r.user_id, r.user_name, r.organisation_id, r.organisation_name, r.email, r.mobile
      FROM message, json_populate_recordset(NULL::message_recipients, ${JSON.stringify(recipients)}::json) AS r
    ), job AS (
      INSERT INTO jobs (name, payload, run_at, priority)
      SELECT ${deliverMessageJob.id}, jsonb_build_object('messageId', message.id), ${new Date().toISOString()}, ${priorityOfMessage(message.kind)}
      FROM message
    )
    SELECT id FROM message`,
  );
  if (!row) throw new Error('message insert returned nothing');
  return Number(row.id);
}

const recipientColumns = (recipient: Recipient) => ({
  user_id: recipient.userId ?? null,
  user_name: recipient.userName ?? null,
  organisation_id: recipient.organisationId ?? null,
  organisation_name: recipient.organisationName ?? null,
  email: recipient.email ?? null,
  mobile: recipient.mobile ?? null,
});

/**
 * Many messages, their recipients and their delivery jobs in one statement (a batch of title
 * transfers raises two invoice e-mails a trade). The ids are drawn from the sequence first so
 * that each message's recipients and job know theirs. Answers the ids in the order given.
 */
export async function enqueueMessages(db: Db, outgoing: readonly OutgoingMessage[]): Promise<number[]> {
  if (outgoing.length === 0) return [];
  const input = outgoing.map((message, index) => ({
    n: index,
    message: {
      type: message.type,
      kind: message.kind,
      subject: message.subject ?? null,
      body: message.body,
      summary: message.summary,
      attachments: message.attachments ?? [],
    },
    recipients: message.recipients.map(recipientColumns),
    priority: priorityOfMessage(message.kind),
  }));
  const rows = await queryRows<{ id: string | number; n: number }>(
    db,
    sql`
    WITH input AS MATERIALIZED (
      SELECT nextval(pg_get_serial_sequence('messages', 'id')) AS id, i.n, i.message, i.recipients, i.priority
      FROM json_to_recordset(${JSON.stringify(input)}::json) AS i(n integer, message json, recipients json, priority integer)
    ), message AS (
      INSERT INTO messages (id, type, kind, subject, body, summary, attachments)
      OVERRIDING SYSTEM VALUE
      SELECT input.id, m.type, m.kind, m.subject, m.body, m.summary, m.attachments
      FROM input, json_populate_record(NULL::messages, input.message) AS m
      RETURNING id
    ), recipients AS (
      INSERT INTO message_recipients (message_id, user_id, user_name, organisation_id, organisation_name, email, mobile)
      SELECT message.id, r.user_id, r.user_name, r.organisation_id, r.organisation_name, r.email, r.mobile
      FROM message JOIN input ON input.id = message.id, json_populate_recordset(NULL::message_recipients, input.recipients) AS r
    ), job AS (
      INSERT INTO jobs (name, payload, run_at, priority)
      SELECT ${deliverMessageJob.id}, jsonb_build_object('messageId', message.id), ${new Date().toISOString()}, input.priority
      FROM message JOIN input ON input.id = message.id
    )
    SELECT id, n FROM input ORDER BY n`,
  );
  if (rows.length !== outgoing.length) throw new Error('message insert returned too few rows');
  return rows.map((row) => Number(row.id));
}

export async function findMessageForDelivery(db: Db, messageId: number) {
  const message = await db.query.messages.findFirst({ where: eq(messages.id, messageId) });
  if (!message) return null;
  const recipients = await db.select().from(messageRecipients).where(eq(messageRecipients.messageId, messageId));
  return { ...message, recipients };
}

export async function markMessage(
  db: Db,
  messageId: number,
  update: { status: 'delivered' | 'recorded' | 'failed'; deliveredAt?: Date | null; lastError?: string | null },
) {
  await db.update(messages).set(update).where(eq(messages.id, messageId));
}

/** Newest messages sent to an e-mail address or mobile number (development outbox). */
export async function listMessagesTo(db: Db, address: string, limit: number) {
  const ids = db
    .selectDistinct({ id: messageRecipients.messageId })
    .from(messageRecipients)
    .where(or(eq(messageRecipients.email, address.toLowerCase()), eq(messageRecipients.mobile, address)));
  const rows = await db
    .select()
    .from(messages)
    .where(and(inArray(messages.id, ids)))
    .orderBy(desc(messages.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const recipients = await db
    .select()
    .from(messageRecipients)
    .where(
      inArray(
        messageRecipients.messageId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({ ...row, recipients: recipients.filter((recipient) => recipient.messageId === row.id) }));
}
