import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type MessageAttachment, messageRecipients, messages } from '../../db/schema/messages.ts';
import { priorityOfMessage } from '../../jobs/job-priorities.ts';
import { enqueueJob } from '../../jobs/jobs.repository.ts';

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
 * Writes the message and the job that delivers it. Call it with the transaction of whatever
 * caused the message, so both commit together or not at all.
 */
export async function enqueueMessage(db: Db, message: OutgoingMessage): Promise<number> {
  const [row] = await db
    .insert(messages)
    .values({
      type: message.type,
      kind: message.kind,
      subject: message.subject ?? null,
      body: message.body,
      summary: message.summary,
      attachments: message.attachments ?? [],
    })
    .returning({ id: messages.id });
  if (!row) throw new Error('message insert returned nothing');
  await db.insert(messageRecipients).values(message.recipients.map((recipient) => ({ ...recipient, messageId: row.id })));
  await enqueueJob(db, 'deliver-message', { messageId: row.id }, new Date(), priorityOfMessage(message.kind));
  return row.id;
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
